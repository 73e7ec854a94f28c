import { couponRoutes } from '@comanda/contract/catalogue/coupons';
import { useApi } from '../../../api/api-context';
import { ListTable } from '../../../components/list-table';
import { messages } from '../../../lib/messages';
import { CatalogueListHeader } from '../catalogue-list-header';
import { catalogueItemPath, catalogueKeys } from '../catalogue-keys';
import { couponColumns } from './coupon-columns';

/** /catalogue/coupons: rows open the coupon. */
export function CouponListScreen() {
  const api = useApi();
  return (
    <>
      <CatalogueListHeader title={messages.screens.coupons} entity="coupons" />
      <ListTable
        label={messages.screens.coupons}
        queryKey={catalogueKeys.list('coupons')}
        fetchPage={(page, signal) => api.call(couponRoutes.list, { query: page }, { signal })}
        columns={couponColumns}
        editPath={(coupon) => catalogueItemPath('coupons', coupon.id)}
        rowOpens
      />
    </>
  );
}
