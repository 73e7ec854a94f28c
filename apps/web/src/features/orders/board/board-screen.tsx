import type { ReactNode } from 'react';
import { useAccess } from '../../../auth/use-auth';
import { OrderBoard } from './order-board';

/**
 * /orders/board (every role; the buttons follow the role). `children` are the board's tools
 * beside its title (the shell adds them from other features: 'Agotados', the pause).
 */
export function BoardScreen({ children }: { children?: ReactNode }) {
  const { role } = useAccess();
  return <OrderBoard role={role} tools={children} />;
}
