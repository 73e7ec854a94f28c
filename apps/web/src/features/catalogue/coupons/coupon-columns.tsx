import type { Coupon } from '@comanda/contract/catalogue/coupons';
import type { ListColumn } from '../../../components/list-table';
import { formatDayMonthYearIn, shortId } from '../../../lib/format';
import { messages } from '../../../lib/messages';

const text = messages.catalogue.coupons;

/**
 * SPEC.md section 2 "Coupons list": id's first block, code, DD/MM/YYYY (on the store's clock)
 * and 'n de max'.
 */
export const couponColumns = (timeZone: string | undefined): ReadonlyArray<ListColumn<Coupon>> => [
  { key: 'id', header: text.columns.id, render: (coupon) => shortId(coupon.id) },
  { key: 'code', header: text.columns.code, card: 'title', render: (coupon) => coupon.code },
  { key: 'date', header: text.columns.date, render: (coupon) => formatDayMonthYearIn(coupon.created_at, timeZone) },
  { key: 'usage', header: text.columns.usage, render: (coupon) => text.usage(coupon.use_count, coupon.max_use) },
];
