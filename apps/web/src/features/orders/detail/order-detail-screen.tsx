import { useParams } from 'react-router';
import { useAccess } from '../../../auth/use-auth';
import { OrderDetail } from './order-detail';
import type { OrderTab } from './order-tab';

/** /orders/:id and its tab routes: the guard already checked the id is a uuid. */
export function OrderDetailScreen({ tab }: { tab: OrderTab }) {
  const { role } = useAccess();
  const orderId = useParams().id ?? '';
  return <OrderDetail orderId={orderId} tab={tab} role={role} />;
}
