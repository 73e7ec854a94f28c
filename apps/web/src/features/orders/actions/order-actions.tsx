import type { Order } from '@comanda/contract/orders';
import { Button, Group } from '@mantine/core';
import type { MantineSize } from '@mantine/core';
import { useState } from 'react';
import { useApi } from '../../../api/api-context';
import { messages } from '../../../lib/messages';
import { useOrderChange } from '../detail/use-order-change';
import type { OrderPermissions } from '../order-permissions';
import { useStoreInfo } from '../shared/use-store-info';
import { AcceptDialog } from './accept-dialog';
import type { OrderActionName } from './available-actions';
import { availableActions, DELAY_STEPS } from './available-actions';
import { DispatchDialog } from './dispatch-dialog';
import { RejectDialog } from './reject-dialog';
import type { OrderActionRequest } from './send-order-action';
import { sendOrderAction } from './send-order-action';

const text = messages.orders.actions;

/** Aceptar's minutes when the store's delay is not known yet. */
const FALLBACK_MINUTES = 30;

type Dialog = 'accept' | 'reject' | 'dispatch' | null;

export interface OrderActionsProps {
  order: Order;
  can: OrderPermissions;
  size?: MantineSize;
}

/**
 * The one-tap buttons of the usual path that fit the order's state and the role
 * (`availableActions`). Aceptar, Rechazar and Despachar ask first (minutes, reason, rider);
 * every PUT runs under the saving toast and its answer refreshes the order screens.
 */
export function OrderActions({ order, can, size = 'sm' }: OrderActionsProps) {
  const api = useApi();
  const store = useStoreInfo();
  const [dialog, setDialog] = useState<Dialog>(null);
  const change = useOrderChange(order.id, (request: OrderActionRequest) => sendOrderAction(api, order.id, request));
  const actions = availableActions(order, can);
  if (actions.length === 0) return null;

  const run = (request: OrderActionRequest) => {
    setDialog(null);
    change.change(request);
  };
  const close = () => setDialog(null);
  const common = { size, disabled: change.pending } as const;

  const button = (action: OrderActionName) => {
    switch (action) {
      case 'accept':
        return (
          <Button key={action} {...common} onClick={() => setDialog('accept')}>
            {text.accept}
          </Button>
        );
      case 'reject':
        return (
          <Button key={action} {...common} variant="outline" color="red.9" onClick={() => setDialog('reject')}>
            {text.reject}
          </Button>
        );
      case 'ready':
        return (
          <Button key={action} {...common} onClick={() => run({ action: 'ready' })}>
            {text.ready}
          </Button>
        );
      case 'dispatch':
        return (
          <Button key={action} {...common} onClick={() => setDialog('dispatch')}>
            {text.dispatch}
          </Button>
        );
      case 'delivered':
        return (
          <Button key={action} {...common} onClick={() => run({ action: 'delivered' })}>
            {text.delivered}
          </Button>
        );
      case 'paid':
        return (
          <Button key={action} {...common} onClick={() => run({ action: 'paid' })}>
            {text.paid}
          </Button>
        );
      case 'delay':
        return DELAY_STEPS.map((minutes) => (
          <Button key={`delay-${minutes}`} {...common} variant="default" onClick={() => run({ action: 'delay', minutes })}>
            {text.delay(minutes)}
          </Button>
        ));
    }
  };

  return (
    <Group role="group" aria-label={text.group(order.number)} gap="xs" wrap="wrap">
      {actions.map(button)}
      <AcceptDialog
        opened={dialog === 'accept'}
        orderNumber={order.number}
        defaultMinutes={store.data?.preparation_delay ?? FALLBACK_MINUTES}
        onClose={close}
        onAccept={(minutes) => run({ action: 'accept', minutes })}
      />
      <RejectDialog
        opened={dialog === 'reject'}
        orderNumber={order.number}
        onClose={close}
        onReject={(reason) => run({ action: 'reject', reason })}
      />
      <DispatchDialog
        opened={dialog === 'dispatch'}
        order={order}
        onClose={close}
        onDispatch={(userId) => run({ action: 'dispatch', userId })}
      />
    </Group>
  );
}
