import { useAccess } from '../../../auth/use-auth';
import { OrderBoard } from './order-board';

/** /orders/board (every role; the buttons follow the role). */
export function BoardScreen() {
  const { role } = useAccess();
  return <OrderBoard role={role} />;
}
