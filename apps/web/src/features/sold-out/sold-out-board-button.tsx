import { isOrderWorker } from '@comanda/contract/roles';
import { Button, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBan } from '@tabler/icons-react';
import { useAccess } from '../../auth/use-auth';
import { messages } from '../../lib/messages';
import { SoldOutPanel } from './sold-out-panel';

/** The board's 'Agotados' (root, admin and operator): a drawer with every article and option's switch. */
export function SoldOutBoardButton() {
  const { role } = useAccess();
  const [opened, { open, close }] = useDisclosure(false);
  if (!isOrderWorker(role)) return null;
  return (
    <>
      <Button variant="light" size="sm" leftSection={<IconBan size={18} stroke={1.8} aria-hidden />} onClick={open}>
        {messages.soldOut.boardButton}
      </Button>
      <Drawer
        opened={opened}
        onClose={close}
        title={messages.soldOut.title}
        position="right"
        size="md"
        closeButtonProps={{ 'aria-label': messages.soldOut.close }}
      >
        {opened ? <SoldOutPanel /> : null}
      </Drawer>
    </>
  );
}
