import type { Role } from '@comanda/contract/roles';
import { Button } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import { messages } from '../../lib/messages';
import { useStoreTimeZone } from '../../lib/store-info';
import { canControlStoreStatus } from './store-status-access';
import { StoreStatusPopover } from './store-status-popover';
import { useStoreStatus } from './use-store-status';

/** The board's 'Pausa y demora' button (root, admin and operator): the header's panel, a tap away on a tablet. */
export function StoreStatusBoardControl({ role }: { role: Role }) {
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
