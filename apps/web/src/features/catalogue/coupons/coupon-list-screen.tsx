import { couponRoutes } from '@comanda/contract/catalogue/coupons';
import { useApi } from '../../../api/api-context';
import { messages } from '../../../lib/messages';
import { CatalogueListScreen } from '../catalogue-list-screen';
import { couponColumns } from './coupon-columns';

/** /catalogue/coupons: rows open the coupon. */
export function CouponListScreen() {
  const api = useApi();
  return (
    <CatalogueListScreen
      entity="coupons"
      title={messages.screens.coupons}
      fetchPage={(page, signal) => api.call(couponRoutes.list, { query: page }, { signal })}
      columns={couponColumns}
      rowOpens
    />
  );
}
