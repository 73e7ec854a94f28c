import type { Role } from '@comanda/contract/roles';
import type { StoreStatus } from '@comanda/contract/store/status';
import { Popover } from '@mantine/core';
import type { ReactElement } from 'react';
import { useId } from 'react';
import { StoreStatusPanel } from './store-status-panel';

export interface StoreStatusPopoverProps {
  status: StoreStatus;
  role: Role;
  timeZone: string | undefined;
  /** The button that opens it (it must take a ref: a Mantine Button or Badge). */
  children: ReactElement;
  /** Given, the caller holds whether it is open (the header badge opens it once it has loaded). */
  opened?: boolean;
  onChange?: (opened: boolean) => void;
}

/** The status panel (details, and the controls for who may use them) under the button that opens it. */
export function StoreStatusPopover({ status, role, timeZone, children, opened, onChange }: StoreStatusPopoverProps) {
  const titleId = useId();
  return (
    // Not hidden when its button is measured out of view: the header's badge never scrolls away,
    // and a page without layout (component tests) measures every button so.
    <Popover
      position="bottom-end"
      withArrow
      shadow="md"
      trapFocus
      returnFocus
      hideDetached={false}
      opened={opened}
      onChange={onChange}
    >
      <Popover.Target>{children}</Popover.Target>
      <Popover.Dropdown
        // Named by its title rather than by the button that opens it (Mantine's default).
        aria-labelledby={titleId}
        w={340}
        maw="calc(100vw - 16px)"
        data-testid="store-status-panel"
      >
        <StoreStatusPanel status={status} role={role} timeZone={timeZone} titleId={titleId} />
      </Popover.Dropdown>
    </Popover>
  );
}
