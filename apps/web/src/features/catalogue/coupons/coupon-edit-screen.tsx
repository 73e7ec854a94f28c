import { couponRoutes } from '@comanda/contract/catalogue/coupons';
import { useApi } from '../../../api/api-context';
import { messages } from '../../../lib/messages';
import { CatalogueEditFrame } from '../catalogue-edit-frame';
import { useCatalogueItem } from '../use-catalogue-item';
import { useRouteId } from '../use-route-id';
import { CouponForm } from './coupon-form';

/** /catalogue/coupons/:id */
export function CouponEditScreen() {
  const id = useRouteId();
  const api = useApi();
  const item = useCatalogueItem('coupons', id, (itemId, signal) =>
    api.callVersioned(couponRoutes.get, { params: { id: itemId } }, { signal }),
  );
  return (
    <CatalogueEditFrame entity={messages.catalogue.coupons.entity} item={item} nameOf={(c) => c.code}>
      {(coupon) => <CouponForm key={id} id={id} coupon={coupon} />}
    </CatalogueEditFrame>
  );
}
