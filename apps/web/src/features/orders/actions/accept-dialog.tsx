import { ORDER_MINUTES_MAX } from '@comanda/contract/orders';
import { Button, Group, Modal, NumberInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { messages } from '../../../lib/messages';

const text = messages.orders.actions;

export interface AcceptDialogProps {
  opened: boolean;
  orderNumber: number;
  /** The store's preparation delay. */
  defaultMinutes: number;
  onClose: () => void;
  onAccept: (minutes: number) => void;
}

const validMinutes = (value: number | string): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= ORDER_MINUTES_MAX;

/** 'Aceptar': how many minutes until it is ready, the store's delay by default. */
export function AcceptDialog({ opened, orderNumber, defaultMinutes, onClose, onAccept }: AcceptDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={text.acceptTitle(orderNumber)}>
      {opened ? <AcceptForm defaultMinutes={defaultMinutes} onClose={onClose} onAccept={onAccept} /> : null}
    </Modal>
  );
}

function AcceptForm({ defaultMinutes, onClose, onAccept }: Omit<AcceptDialogProps, 'opened' | 'orderNumber'>) {
  const [minutes, setMinutes] = useState<number | string>(defaultMinutes);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!validMinutes(minutes)) {
          setError(messages.form.max(String(ORDER_MINUTES_MAX)));
          return;
        }
        onAccept(minutes);
      }}
    >
      <Stack>
        <NumberInput
          label={text.minutes}
          value={minutes}
          onChange={(value) => {
            setMinutes(value);
            setError(null);
          }}
          min={0}
          max={ORDER_MINUTES_MAX}
          allowDecimal={false}
          allowNegative={false}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button type="submit">{text.confirm}</Button>
        </Group>
      </Stack>
    </form>
  );
}
