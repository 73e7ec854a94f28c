import type { Order } from '@comanda/contract/orders';
import { describe, expect, it } from 'vitest';
import { liveOrder, orderEvent } from '../../test/fake-event-stream';
import { createRingingOrders } from './ringing-orders';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const fresh = (n: number, overrides: Partial<Order> = {}) => liveOrder({ id: id(n), number: n, ...overrides });
const seen = (n: number) => fresh(n, { seen_at: '2025-03-01T12:01:00.000Z' });
const numbers = (orders: readonly Order[]) => orders.map((order) => order.number);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('createRingingOrders', () => {
  it('keeps the loaded orders that ring, oldest number first', async () => {
    const ringing = createRingingOrders();
    await ringing.reload(async () => [fresh(5), seen(4), fresh(3), fresh(6, { status: 'cancel_store' })]);
    expect(numbers(ringing.getSnapshot())).toEqual([3, 5]);
  });

  it('adds a new order and removes it once accepted, rejected or opened', () => {
    const ringing = createRingingOrders();
    let changes = 0;
    ringing.subscribe(() => (changes += 1));
    ringing.handle(orderEvent(1, fresh(7)));
    ringing.handle(orderEvent(2, fresh(8)));
    expect(numbers(ringing.getSnapshot())).toEqual([7, 8]);
    ringing.handle(orderEvent(3, seen(7), 'order:seen'));
    ringing.handle(orderEvent(4, fresh(8, { status: 'preparation_in_process' }), 'order:changed'));
    expect(ringing.getSnapshot()).toEqual([]);
    // An event about an order that does not ring changes nothing.
    ringing.handle(orderEvent(5, seen(9), 'order:changed'));
    expect(changes).toBe(4);
  });

  it('applies the events that arrive during a load on top of it', async () => {
    const ringing = createRingingOrders();
    const load = deferred<Order[]>();
    const reloading = ringing.reload(() => load.promise);
    ringing.handle(orderEvent(10, fresh(11)));
    ringing.handle(orderEvent(11, seen(2), 'order:seen'));
    expect(numbers(ringing.getSnapshot())).toEqual([11]);
    // The list was read before 2 was opened and before 11 came in.
    load.resolve([fresh(2), fresh(3)]);
    await reloading;
    expect(numbers(ringing.getSnapshot())).toEqual([3, 11]);
  });

  it('keeps what the events built when a load fails, and only the newest load counts', async () => {
    const ringing = createRingingOrders();
    ringing.handle(orderEvent(1, fresh(1)));
    await ringing.reload(() => Promise.reject(new Error('red caida')));
    expect(numbers(ringing.getSnapshot())).toEqual([1]);

    const older = deferred<Order[]>();
    const first = ringing.reload(() => older.promise);
    const second = ringing.reload(async () => [fresh(4)]);
    older.resolve([fresh(9)]);
    await Promise.all([first, second]);
    expect(numbers(ringing.getSnapshot())).toEqual([4]);
  });

  it('clear empties the set and abandons a load', async () => {
    const ringing = createRingingOrders();
    const load = deferred<Order[]>();
    const reloading = ringing.reload(() => load.promise);
    ringing.handle(orderEvent(1, fresh(1)));
    ringing.clear();
    load.resolve([fresh(2)]);
    await reloading;
    expect(ringing.getSnapshot()).toEqual([]);
  });

  it('holds back the orders setDue says are not due, and rings them once they are', () => {
    const ringing = createRingingOrders();
    const forDay = (n: number, date: string): Order => {
      const order = fresh(n);
      const shipment = order.delivery.methods.shipment;
      if (!shipment?.datetime) throw new Error('the demo order is a scheduled shipment');
      const methods = { take_away: null, shipment: { ...shipment, immediate: false, datetime: { ...shipment.datetime, date } } };
      return { ...order, delivery: { ...order.delivery, methods } };
    };
    let changes = 0;
    ringing.subscribe(() => (changes += 1));
    const dueBy = (today: string) => (order: Order) => {
      const date = order.delivery.methods.shipment?.datetime?.date;
      return date === undefined || date <= today;
    };
    ringing.setDue(dueBy('2026-11-28'));
    ringing.handle(orderEvent(1, forDay(20, '2026-11-29')));
    ringing.handle(orderEvent(2, forDay(21, '2026-11-28')));
    expect(numbers(ringing.getSnapshot())).toEqual([21]);
    ringing.setDue(dueBy('2026-11-29'));
    expect(numbers(ringing.getSnapshot())).toEqual([20, 21]);
    // Opened before its day: it is gone for good.
    ringing.setDue(dueBy('2026-11-28'));
    ringing.handle(orderEvent(3, { ...forDay(20, '2026-11-29'), seen_at: '2026-11-28T12:00:00.000Z' }, 'order:seen'));
    ringing.setDue(dueBy('2026-11-29'));
    expect(numbers(ringing.getSnapshot())).toEqual([21]);
    // Only what rings is told: 21 arriving, 20 joining at its day, 20 held back again.
    expect(changes).toBe(3);
  });
});
