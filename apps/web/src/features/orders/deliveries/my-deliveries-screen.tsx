import { useAccess } from '../../../auth/use-auth';
import { MyDeliveries } from './my-deliveries';

/** /orders/deliveries, 'Mis entregas' (in the menu of the delivery role). */
export function MyDeliveriesScreen() {
  const { role } = useAccess();
  return <MyDeliveries role={role} />;
}
