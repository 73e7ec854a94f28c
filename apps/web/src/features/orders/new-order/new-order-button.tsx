import type { Role } from '@comanda/contract/roles';
import { isOrderWorker } from '@comanda/contract/roles';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAccess } from '../../../auth/use-auth';
import { messages } from '../../../lib/messages';

export const NEW_ORDER_PATH = '/orders/new';

/** 'Nueva orden' for who works orders (root, admin, operator); nothing for the others. */
export function NewOrderLink({ role }: { role: Role }) {
  if (!isOrderWorker(role)) return null;
  return (
    <Button component={Link} to={NEW_ORDER_PATH} leftSection={<IconPlus size={16} aria-hidden />}>
      {messages.counterOrder.newOrder}
    </Button>
  );
}

/** The signed-in role's 'Nueva orden' (Ordenes and the board). */
export function NewOrderButton() {
  const { role } = useAccess();
  return <NewOrderLink role={role} />;
}
