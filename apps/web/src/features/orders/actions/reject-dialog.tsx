import { REJECT_REASON_MAX } from '@comanda/contract/orders';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { messages } from '../../../lib/messages';

const text = messages.orders.actions;

export interface RejectDialogProps {
  opened: boolean;
  orderNumber: number;
  onClose: () => void;
  onReject: (reason: string) => void;
}

/** 'Rechazar': the reason is required; it is kept with the order. */
export function RejectDialog({ opened, orderNumber, onClose, onReject }: RejectDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={text.rejectTitle(orderNumber)}>
      {opened ? <RejectForm onClose={onClose} onReject={onReject} /> : null}
    </Modal>
  );
}

function RejectForm({ onClose, onReject }: Pick<RejectDialogProps, 'onClose' | 'onReject'>) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const value = reason.trim();
        if (!value) {
          setError(messages.form.required);
          return;
        }
        onReject(value);
      }}
    >
      <Stack>
        <Textarea
          label={text.reason}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
          maxLength={REJECT_REASON_MAX}
          autosize
          minRows={2}
          withAsterisk
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button type="submit" color="red.9">
            {text.confirmReject}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
