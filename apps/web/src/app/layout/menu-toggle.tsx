import { Burger } from '@mantine/core';
import type { MantineBreakpoint } from '@mantine/core';
import { messages } from '../../lib/messages';

export interface MenuToggleProps {
  /** The id of the side menu it opens and closes. */
  menuId: string;
  opened: boolean;
  onToggle: () => void;
  hiddenFrom?: MantineBreakpoint;
  visibleFrom?: MantineBreakpoint;
}

/** The burger that opens or closes the side menu, named by what a press does. */
export function MenuToggle({ menuId, opened, onToggle, hiddenFrom, visibleFrom }: MenuToggleProps) {
  return (
    <Burger
      hiddenFrom={hiddenFrom}
      visibleFrom={visibleFrom}
      size="sm"
      opened={opened}
      onClick={onToggle}
      aria-label={opened ? messages.header.closeMenu : messages.header.openMenu}
      aria-expanded={opened}
      aria-controls={menuId}
    />
  );
}
