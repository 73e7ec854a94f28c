import type { Power } from '@comanda/contract/auth';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '../../lib/messages';
import { NewStoreDialog } from './new-store-dialog';

/** Only a root (of any store) may add a store: the server refuses the others too. */
export const canCreateStore = (powers: readonly Power[]): boolean =>
  powers.some((power) => power.active && power.role === 'root');

/** 'Nueva tienda' in the lobby; once created, the list shows the new store to enter. */
export function NewStoreButton() {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const created = async () => {
    setOpened(false);
    await queryClient.invalidateQueries({ queryKey: ['auth', 'powers'] });
  };
  return (
    <>
      <Button variant="light" leftSection={<IconPlus size={18} stroke={1.6} aria-hidden />} onClick={() => setOpened(true)}>
        {messages.newStore.button}
      </Button>
      <NewStoreDialog opened={opened} onClose={() => setOpened(false)} onCreated={() => void created()} />
    </>
  );
}
