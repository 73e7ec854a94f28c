import type { Role } from '@comanda/contract/roles';
import { describe, expect, it } from 'vitest';
import { demoOrder } from '../../../test/order-data';
import { orderPermissions } from '../order-permissions';
import { actionsForState, availableActions } from './available-actions';

const ACCEPTED = '2025-03-01T12:05:00.000Z';
const cashOnTheWay = demoOrder({
  status: 'delivery_outside',
  accepted_at: ACCEPTED,
  preparation: { status: 'prepared' },
  delivery: { ...demoOrder().delivery, status: 'outside' },
});
const takeAway = (overrides: Parameters<typeof demoOrder>[0] = {}) =>
  demoOrder({
    delivery: {
      ...demoOrder().delivery,
      methods: { shipment: null, take_away: { immediate: true, datetime: null } },
    },
    ...overrides,
  });

describe('actionsForState', () => {
  it('offers Aceptar and Rechazar on a new order, nothing else', () => {
    expect(actionsForState(demoOrder())).toEqual(['accept', 'reject']);
  });

  it('after acceptance: Listo, Cobrado and Demorar', () => {
    const preparing = demoOrder({ status: 'preparation_in_process', accepted_at: ACCEPTED, preparation: { status: 'in_process' } });
    expect(actionsForState(preparing)).toEqual(['ready', 'paid', 'delay']);
  });

  it('a prepared shipment is dispatched; a prepared take-away is handed over (Entregado)', () => {
    const ready = { status: 'preparation_completed' as const, accepted_at: ACCEPTED, preparation: { status: 'prepared' as const } };
    expect(actionsForState(demoOrder(ready))).toEqual(['dispatch', 'paid', 'delay']);
    expect(actionsForState(takeAway(ready))).toEqual(['delivered', 'paid', 'delay']);
  });

  it('on the way: Entregado, Cobrado, Demorar; delivered but unpaid: only Cobrado', () => {
    expect(actionsForState(cashOnTheWay)).toEqual(['delivered', 'paid', 'delay']);
    const delivered = {
      ...cashOnTheWay,
      status: 'delivery_completed' as const,
      delivery: { ...cashOnTheWay.delivery, status: 'delivered' as const },
    };
    expect(actionsForState(delivered)).toEqual(['paid']);
  });

  it('offers nothing on a completed or cancelled order', () => {
    expect(actionsForState({ ...cashOnTheWay, status: 'completed' })).toEqual([]);
    expect(actionsForState(demoOrder({ status: 'cancel_store' }))).toEqual([]);
    expect(actionsForState({ ...cashOnTheWay, status: 'cancel_client' })).toEqual([]);
  });

  it('hides Cobrado once paid', () => {
    const paid = { ...cashOnTheWay, payment: { ...cashOnTheWay.payment, status: 'paid' as const } };
    expect(actionsForState(paid)).toEqual(['delivered', 'delay']);
  });
});

describe('availableActions by role', () => {
  it.each<[Role, string[]]>([
    ['root', ['delivered', 'paid', 'delay']],
    ['admin', ['delivered', 'paid', 'delay']],
    ['operator', ['delivered', 'paid', 'delay']],
    ['delivery', ['delivered', 'paid']],
    ['initial', []],
  ])('%s on an order on the way: %j', (role, actions) => {
    expect(availableActions(cashOnTheWay, orderPermissions(role))).toEqual(actions);
  });

  it.each<[Role, string[]]>([
    ['operator', ['accept', 'reject']],
    ['delivery', []],
    ['initial', []],
  ])('%s on a new order: %j', (role, actions) => {
    expect(availableActions(demoOrder(), orderPermissions(role))).toEqual(actions);
  });
});
