import { couponRoutes } from '@comanda/contract/catalogue/coupons';
import { useApi } from '../../../api/api-context';
import { messages } from '../../../lib/messages';
import { useStoreTimeZone } from '../../../lib/store-info';
import { CatalogueListScreen } from '../catalogue-list-screen';
import { couponColumns } from './coupon-columns';

/** /catalogue/coupons: rows open the coupon. */
export function CouponListScreen() {
  const api = useApi();
  const timeZone = useStoreTimeZone();
  return (
    <CatalogueListScreen
      entity="coupons"
      title={messages.screens.coupons}
      fetchPage={(page, signal) => api.call(couponRoutes.list, { query: page }, { signal })}
      columns={couponColumns(timeZone)}
      rowOpens
    />
  );
}
