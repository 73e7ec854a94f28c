import type { Order, RiderCandidate } from '@comanda/contract/orders';
import { orderRoutes } from '@comanda/contract/orders';
import { Alert, Button, Center, Group, Loader, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../api/api-context';
import { messages } from '../../../lib/messages';
import { orderKeys } from '../order-keys';
import { firstRiderChoice, riderOptionGroups } from '../shared/rider-options';

const text = messages.orders.actions;

export interface DispatchDialogProps {
  opened: boolean;
  order: Pick<Order, 'id' | 'number' | 'delivery'>;
  onClose: () => void;
  onDispatch: (userId: string) => void;
}

/** 'Despachar': pick the rider (riders first, the others marked by role), then the order goes out. */
export function DispatchDialog({ opened, order, onClose, onDispatch }: DispatchDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={text.dispatchTitle(order.number)}>
      {opened ? <DispatchForm order={order} onClose={onClose} onDispatch={onDispatch} /> : null}
    </Modal>
  );
}

function DispatchForm({ order, onClose, onDispatch }: Omit<DispatchDialogProps, 'opened'>) {
  const api = useApi();
  const candidates = useQuery({
    queryKey: orderKeys.riders(order.id),
    queryFn: ({ signal }) => api.call(orderRoutes.riders, { params: { orderId: order.id } }, { signal }),
  });
  if (candidates.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" role="status" aria-label={text.loadingRiders} />
      </Center>
    );
  }
  if (candidates.isError) {
    return (
      <Alert color="red" variant="light">
        {candidates.error.message}
      </Alert>
    );
  }
  const riders = candidates.data.data;
  if (riders.length === 0) return <Text>{text.noRiders}</Text>;
  return <RiderForm riders={riders} assigned={order.delivery.rider?.id} onClose={onClose} onDispatch={onDispatch} />;
}

function RiderForm({
  riders,
  assigned,
  onClose,
  onDispatch,
}: {
  riders: RiderCandidate[];
  assigned: string | undefined;
  onClose: () => void;
  onDispatch: (userId: string) => void;
}) {
  const initial = firstRiderChoice(riders, assigned);
  const [userId, setUserId] = useState(initial ?? '');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (userId) onDispatch(userId);
      }}
    >
      <Stack>
        <NativeSelect
          label={text.rider}
          value={userId}
          onChange={(event) => setUserId(event.currentTarget.value)}
          data={riderOptionGroups(riders)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {text.cancel}
          </Button>
          <Button type="submit" disabled={!userId}>
            {text.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
