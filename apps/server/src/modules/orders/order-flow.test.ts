import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { nextOrderState, type OrderCommand, type OrderState } from './order-flow';

const now = new Date('2030-05-04T22:20:00Z');
const created = new Date('2030-05-04T22:00:00Z');

const newOrder = (overrides: Partial<OrderState> = {}): OrderState => ({
  status: 'process',
  preparation: 'pending',
  delivery: 'pending',
  payment: 'pending',
  riderUserId: null,
  promisedAt: new Date('2030-05-04T22:30:00Z'),
  acceptedAt: null,
  seenAt: null,
  cancelReason: null,
  method: 'shipment',
  scheduled: false,
  ...overrides,
});

const run = (state: OrderState, ...commands: OrderCommand[]) =>
  commands.reduce((current, command) => nextOrderState(current, command, now), state);

function conflictOf(state: OrderState, command: OrderCommand): string {
  try {
    nextOrderState(state, command, now);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'CONFLICT', status: 409 });
    return (error as AppError).message;
  }
  throw new Error('se esperaba un 409');
}

describe('order flow (DECISIONS.md "Order flow")', () => {
  it('Aceptar: preparation in process, status preparation_in_process, promise now + minutes, seen', () => {
    expect(run(newOrder(), { action: 'accept', minutes: 40 })).toEqual(
      newOrder({
        preparation: 'in_process',
        status: 'preparation_in_process',
        promisedAt: new Date('2030-05-04T23:00:00Z'),
        acceptedAt: now,
        seenAt: now,
      }),
    );
    // A scheduled order keeps its slot end; an order already seen keeps the first time.
    const slotEnd = new Date('2030-05-05T23:30:00Z');
    const scheduled = run(newOrder({ scheduled: true, promisedAt: slotEnd, seenAt: created }), { action: 'accept', minutes: 40 });
    expect(scheduled).toMatchObject({ promisedAt: slotEnd, seenAt: created, acceptedAt: now });
  });

  it('refuses Aceptar twice, once preparation started, and on cancelled or completed orders', () => {
    const accepted = run(newOrder(), { action: 'accept', minutes: 10 });
    expect(conflictOf(accepted, { action: 'accept', minutes: 10 })).toBe('La orden ya fue aceptada');
    expect(conflictOf(newOrder({ preparation: 'in_process' }), { action: 'accept', minutes: 10 })).toContain('ya empezo');
    expect(conflictOf(newOrder({ status: 'cancel_client' }), { action: 'accept', minutes: 10 })).toBe(
      'No se puede aceptar una orden cancelada',
    );
    expect(conflictOf(newOrder({ status: 'completed' }), { action: 'accept', minutes: 10 })).toBe(
      'No se puede aceptar una orden completada',
    );
  });

  it('Rechazar: cancel_store with the reason, seen; refused when already cancelled or completed', () => {
    expect(run(newOrder(), { action: 'reject', reason: 'Sin muzzarella' })).toEqual(
      newOrder({ status: 'cancel_store', cancelReason: 'Sin muzzarella', seenAt: now }),
    );
    expect(conflictOf(newOrder({ status: 'cancel_store' }), { action: 'reject', reason: 'x' })).toContain('cancelada');
    expect(conflictOf(newOrder({ status: 'completed' }), { action: 'reject', reason: 'x' })).toContain('completada');
  });

  it('Listo, Despachar, Entregado, Cobrado: the usual path ends completed', () => {
    const accepted = run(newOrder(), { action: 'accept', minutes: 30 });
    const ready = run(accepted, { action: 'ready' });
    expect(ready).toMatchObject({ preparation: 'prepared', status: 'preparation_completed' });
    const out = run(ready, { action: 'dispatch', riderUserId: 'rider-1' });
    expect(out).toMatchObject({ riderUserId: 'rider-1', delivery: 'outside', status: 'delivery_outside' });
    const delivered = run(out, { action: 'delivered' });
    expect(delivered).toMatchObject({ delivery: 'delivered', status: 'delivery_completed' });
    expect(run(delivered, { action: 'paid' })).toMatchObject({ payment: 'paid', status: 'completed' });
    // Paid first, delivered last: completed too.
    expect(run(out, { action: 'paid' }, { action: 'delivered' })).toMatchObject({ status: 'completed' });
  });

  it('refuses to dispatch a take-away order, and the one-tap actions on cancelled orders', () => {
    expect(conflictOf(newOrder({ method: 'take_away' }), { action: 'dispatch', riderUserId: 'r' })).toContain('retirar');
    for (const command of [
      { action: 'ready' },
      { action: 'dispatch', riderUserId: 'r' },
      { action: 'delivered' },
      { action: 'paid' },
      { action: 'delay', minutes: 10 },
    ] satisfies OrderCommand[]) {
      conflictOf(newOrder({ status: 'cancel_store' }), command);
    }
    // A completed order still records a late delivery or payment, but is not ready or dispatched again.
    expect(run(newOrder({ status: 'completed' }), { action: 'paid' })).toMatchObject({ status: 'completed', payment: 'paid' });
    conflictOf(newOrder({ status: 'completed' }), { action: 'ready' });
    conflictOf(newOrder({ status: 'completed' }), { action: 'delay', minutes: 10 });
  });

  it('one-tap actions never move a field backwards', () => {
    const delivered = newOrder({ preparation: 'prepared', delivery: 'delivered', status: 'delivery_completed' });
    expect(run(delivered, { action: 'ready' })).toEqual(delivered);
    expect(run(delivered, { action: 'dispatch', riderUserId: 'r' })).toEqual({ ...delivered, riderUserId: 'r' });
  });

  it('a sub-status selector moves the status forward to its match, never backward', () => {
    const set = (field: 'preparation' | 'delivery', value: string): OrderCommand =>
      ({ action: 'set', field, value }) as OrderCommand;
    expect(run(newOrder(), set('preparation', 'in_process')).status).toBe('preparation_in_process');
    expect(run(newOrder(), set('preparation', 'prepared')).status).toBe('preparation_completed');
    expect(run(newOrder(), set('delivery', 'in_process')).status).toBe('delivery_in_process');
    expect(run(newOrder(), set('delivery', 'outside')).status).toBe('delivery_outside');
    expect(run(newOrder(), set('delivery', 'delivered')).status).toBe('delivery_completed');
    // pending matches no status; going back leaves the status where it is.
    const outside = newOrder({ status: 'delivery_outside', preparation: 'prepared', delivery: 'outside' });
    expect(run(outside, set('preparation', 'in_process'))).toMatchObject({ preparation: 'in_process', status: 'delivery_outside' });
    expect(run(outside, set('delivery', 'pending'))).toMatchObject({ delivery: 'pending', status: 'delivery_outside' });
    expect(run(newOrder({ status: 'payment_pending' }), set('preparation', 'pending')).status).toBe('payment_pending');
  });

  it('never moves the status out of completed or a cancelled status through a sub-status', () => {
    for (const status of ['completed', 'cancel_store', 'cancel_client'] as const) {
      const ended = newOrder({ status });
      expect(run(ended, { action: 'set', field: 'preparation', value: 'prepared' }).status).toBe(status);
      expect(run(ended, { action: 'set', field: 'delivery', value: 'delivered' }, { action: 'set', field: 'payment', value: 'paid' }).status).toBe(status);
    }
  });

  it('the status selector sets any value, backwards too; leaving a cancelled status drops the reason', () => {
    const rejected = run(newOrder(), { action: 'reject', reason: 'Cerramos' });
    expect(run(rejected, { action: 'set', field: 'status', value: 'cancel_client' })).toMatchObject({ cancelReason: 'Cerramos' });
    expect(run(rejected, { action: 'set', field: 'status', value: 'process' })).toMatchObject({ status: 'process', cancelReason: null });
    const completed = newOrder({ status: 'completed', delivery: 'delivered', payment: 'paid' });
    expect(run(completed, { action: 'set', field: 'status', value: 'preparation_pending' }).status).toBe('preparation_pending');
  });

  it('completes the order through the selectors too when delivered and paid', () => {
    const order = run(
      newOrder(),
      { action: 'set', field: 'payment', value: 'paid' },
      { action: 'set', field: 'delivery', value: 'delivered' },
    );
    expect(order.status).toBe('completed');
  });

  it('Demorar adds minutes to the promise; seen is set once', () => {
    expect(run(newOrder(), { action: 'delay', minutes: 10 }, { action: 'delay', minutes: 20 }).promisedAt).toEqual(
      new Date('2030-05-04T23:00:00Z'),
    );
    expect(run(newOrder(), { action: 'seen' }).seenAt).toEqual(now);
    expect(run(newOrder({ seenAt: created }), { action: 'seen' }).seenAt).toEqual(created);
  });
});
