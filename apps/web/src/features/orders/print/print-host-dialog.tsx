import { ActionIcon, Button, Modal, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { messages } from '../../../lib/messages';
import { readPrintHost, savePrintHost } from '../../../components/print/print-host';

const text = messages.orders.print;

/** A gear next to 'Imprimir' opening a dialog that edits this device's print_host. */
export function PrintHostDialog({ disabled }: { disabled: boolean }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [host, setHost] = useState('');
  return (
    <>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={text.settings}
        disabled={disabled}
        onClick={() => {
          setHost(readPrintHost());
          open();
        }}
      >
        <IconSettings size={18} aria-hidden />
      </ActionIcon>
      <Modal opened={opened} onClose={close} title={text.settings}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            savePrintHost(host);
            close();
          }}
        >
          <Stack>
            <TextInput
              label={text.host}
              description={text.hostHint}
              value={host}
              onChange={(event) => setHost(event.currentTarget.value)}
            />
            <Button type="submit">{text.save}</Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
