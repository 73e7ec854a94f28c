import type { OrderStreamEvent } from '@comanda/contract/events';
import { describe, expect, it } from 'vitest';
import { demoOrder } from '../test/order-data';
import { autoPrintOrder } from './auto-print';

function orderEvent(overrides: Partial<OrderStreamEvent>): OrderStreamEvent {
  return {
    type: 'order',
    seq: 7,
    at: '2025-03-01T12:05:00.000Z',
    kind: 'order:changed',
    action: 'set',
    field: 'status',
    from: 'process',
    to: 'preparation_in_process',
    actor: { kind: 'user', user_id: null, name: 'Ana' },
    order: demoOrder(),
    ...overrides,
  };
}

describe('autoPrintOrder', () => {
  const placed = orderEvent({ kind: 'order:created', action: 'place', field: 'status', from: null, to: 'process' });
  const accepted = orderEvent({ action: 'accept', field: 'preparation', from: 'pending', to: 'in_process' });
  const acceptedStatus = orderEvent({ action: 'accept', field: 'status' });
  const ready = orderEvent({ action: 'ready', field: 'preparation' });

  it('prints on Aceptar in "accepted" mode, on arrival in "created" mode, never when off', () => {
    expect(autoPrintOrder(accepted, 'accepted')?.id).toBe(demoOrder().id);
    // One acceptance, one print request: its other fields' events do not ask again.
    expect(autoPrintOrder(acceptedStatus, 'accepted')).toBeNull();
    expect(autoPrintOrder(placed, 'accepted')).toBeNull();
    expect(autoPrintOrder(ready, 'accepted')).toBeNull();
    expect(autoPrintOrder(placed, 'created')?.id).toBe(demoOrder().id);
    expect(autoPrintOrder(accepted, 'created')).toBeNull();
    expect(autoPrintOrder(accepted, 'off')).toBeNull();
    expect(autoPrintOrder(placed, 'off')).toBeNull();
    expect(autoPrintOrder({ type: 'ready', seq: 7 }, 'created')).toBeNull();
  });
});
