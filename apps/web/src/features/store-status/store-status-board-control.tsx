import type { Role } from '@comanda/contract/roles';
import { Button } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import { useAccess } from '../../auth/use-auth';
import { messages } from '../../lib/messages';
import { useStoreTimeZone } from '../../lib/store-info';
import { canControlStoreStatus } from './store-status-access';
import { StoreStatusPopover } from './store-status-popover';
import { useStoreStatus } from './use-store-status';

/** The board's 'Pausa y demora' button for the signed-in role (one of the board's tools). */
export function StoreStatusBoardControl() {
  const { role } = useAccess();
  return <StoreStatusControlButton role={role} />;
}

/** 'Pausa y demora' for root, admin and operator: the header's panel, a tap away on a tablet; nothing for others. */
export function StoreStatusControlButton({ role }: { role: Role }) {
  const status = useStoreStatus();
  const timeZone = useStoreTimeZone();
  if (!canControlStoreStatus(role) || !status.isSuccess) return null;
  return (
    <StoreStatusPopover status={status.data} role={role} timeZone={timeZone}>
      <Button
        variant="light"
        size="sm"
        leftSection={<IconPlayerPause size={18} stroke={1.8} aria-hidden />}
        data-testid="store-status-board-control"
      >
        {messages.storeStatus.boardButton}
      </Button>
    </StoreStatusPopover>
  );
}
