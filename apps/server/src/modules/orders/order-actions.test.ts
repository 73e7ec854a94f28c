import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderDetail, orderRoutes } from '@comanda/contract/orders';
import { type CatalogueWorld, createCatalogueWorld } from '../../testing/catalogue-kit';
import { type StaffFixture, staffAccess } from '../../testing/fixtures';
import { orderCall, orderEventRows, placeOrder, storeEventCount, testOrder } from '../../testing/order-kit';
import { errorOf, resultOf } from '../../testing/test-app';

const MINUTE = 60_000;
type OrderRoute = (typeof orderRoutes)[keyof typeof orderRoutes];

describe('orders: one-tap actions, the flow rule and the history they write', () => {
  let w: CatalogueWorld;
  let operator: StaffFixture;
  const db = () => w.t.database.db;

  /** A new order of store A (shipment, immediate, cash unless told), placed as the storefront does. */
  const fresh = async (options: Parameters<typeof testOrder>[0] = {}) =>
    (await placeOrder(db(), w.storeA, testOrder(options))).id;
  const act = async (route: OrderRoute, orderId: string, body?: unknown, who: StaffFixture = operator) =>
    resultOf(route, await orderCall(w.t, who, route, orderId, body)) as OrderDetail;
  const detail = (orderId: string, who: StaffFixture = w.adminA) => act(orderRoutes.get, orderId, undefined, who);
  /** The history after the 'order:created' row, as field:from->to. */
  const changes = (order: OrderDetail) => order.history.slice(1).map((entry) => `${entry.field}:${entry.from}->${entry.to}`);

  beforeAll(async () => {
    w = await createCatalogueWorld();
    operator = await staffAccess(w.t, { storeId: w.storeA, role: 'operator' });
  });
  afterAll(() => w.t.close());

  it('places an order with its promise (creation + the preparation delay) and its creation row', async () => {
    const id = await fresh();
    const order = await detail(id);
    expect(order).toMatchObject({ status: 'process', accepted_at: null, seen_at: null, cancel_reason: null });
    // The store never saved a preparation delay: the default 30 minutes.
    expect(Date.parse(order.promised_at) - Date.parse(order.created_at)).toBe(30 * MINUTE);
    expect(order.history).toEqual([
      {
        seq: expect.any(Number),
        at: expect.any(String),
        kind: 'order:created',
        action: 'place',
        field: 'order',
        from: null,
        to: 'process',
        reason: null,
        actor: { kind: 'customer', user_id: null, name: 'Lucia Gomez' },
      },
    ]);
  });

  it('promises a scheduled order for its slot end on the store clock', async () => {
    // testOrder's take-away slot: 2030-05-04 20:00-20:30, Buenos Aires (UTC-3).
    const order = await detail(await fresh({ method: 'take_away' }));
    expect(order.promised_at).toBe('2030-05-04T23:30:00.000Z');
  });

  it('Aceptar: preparation and status, promise now + minutes, seen, each a row by the user', async () => {
    const id = await fresh();
    const before = Date.now();
    const order = await act(orderRoutes.accept, id, { minutes: 20 });
    const after = Date.now();
    expect(order).toMatchObject({ status: 'preparation_in_process', preparation: { status: 'in_process' } });
    expect(order.accepted_at).not.toBeNull();
    expect(order.seen_at).toBe(order.accepted_at);
    const promised = Date.parse(order.promised_at);
    expect(promised).toBeGreaterThanOrEqual(before + 20 * MINUTE - 1000);
    expect(promised).toBeLessThanOrEqual(after + 20 * MINUTE);
    const rows = order.history.slice(1);
    expect(rows.map((entry) => [entry.kind, entry.field, entry.action])).toEqual([
      ['order:preparation:changed', 'preparation', 'accept'],
      ['order:changed', 'status', 'accept'],
      ['order:promised:changed', 'promised_at', 'accept'],
      ['order:seen', 'seen', 'accept'],
    ]);
    expect(rows[0]).toMatchObject({ from: 'pending', to: 'in_process' });
    expect(rows[1]).toMatchObject({ from: 'process', to: 'preparation_in_process' });
    expect(rows[3]).toMatchObject({ from: null, to: order.seen_at });
    for (const row of rows) {
      expect(row.actor).toEqual({ kind: 'user', user_id: operator.user.id, name: 'Ana Prueba' });
    }
    // Sequence numbers keep counting up, oldest first.
    const seqs = order.history.map((entry) => entry.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));

    const again = errorOf(await orderCall(w.t, operator, orderRoutes.accept, id, { minutes: 5 }));
    expect(again).toMatchObject({ status: 409, code: 'CONFLICT', description: 'La orden ya fue aceptada' });
  });

  it('two tablets accepting at once: one accepts, the other learns it was done (409); one set of rows', async () => {
    const id = await fresh();
    const answers = await Promise.all(
      [operator, w.adminA].map((who) => orderCall(w.t, who, orderRoutes.accept, id, { minutes: 25 })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const order = await detail(id);
    expect(order.history.filter((entry) => entry.action === 'accept')).toHaveLength(4);
  });

  it('keeps a scheduled order promised for its slot end when accepted', async () => {
    const order = await act(orderRoutes.accept, await fresh({ method: 'take_away' }), { minutes: 15 });
    expect(order.promised_at).toBe('2030-05-04T23:30:00.000Z');
    expect(order.history.map((entry) => entry.field)).not.toContain('promised_at');
  });

  it('the usual path: Listo, Despachar, Entregado, Cobrado; completed once delivered and paid', async () => {
    const id = await fresh();
    await act(orderRoutes.accept, id, { minutes: 20 });
    const ready = await act(orderRoutes.ready, id);
    expect(ready).toMatchObject({ status: 'preparation_completed', preparation: { status: 'prepared' } });
    const out = await act(orderRoutes.dispatch, id, { user_id: w.deliveryA.user.id });
    expect(out).toMatchObject({ status: 'delivery_outside', delivery: { status: 'outside', rider: { id: w.deliveryA.user.id } } });
    const delivered = await act(orderRoutes.delivered, id, undefined, w.deliveryA);
    expect(delivered).toMatchObject({ status: 'delivery_completed', delivery: { status: 'delivered' } });
    const paid = await act(orderRoutes.paid, id, undefined, w.deliveryA);
    expect(paid).toMatchObject({ status: 'completed', payment: { status: 'paid' } });
    expect(changes(paid).slice(4)).toEqual([
      'preparation:in_process->prepared',
      'status:preparation_in_process->preparation_completed',
      'delivery:pending->outside',
      `rider:null->${w.deliveryA.user.id}`,
      'status:preparation_completed->delivery_outside',
      'delivery:outside->delivered',
      'status:delivery_outside->delivery_completed',
      'payment:pending->paid',
      'status:delivery_completed->completed',
    ]);
    expect(paid.history.at(-1)).toMatchObject({
      kind: 'order:changed',
      action: 'paid',
      actor: { kind: 'user', user_id: w.deliveryA.user.id },
    });
    expect(paid.history.find((entry) => entry.field === 'rider')?.kind).toBe('order:delivery:rider:changed');
    // Over: no more Listo or Despachar.
    expect(errorOf(await orderCall(w.t, operator, orderRoutes.ready, id))).toMatchObject({
      status: 409,
      description: 'No se puede marcar como lista una orden completada',
    });
  });

  it('Rechazar keeps the reason on the order and on its status row, and marks it seen', async () => {
    const id = await fresh();
    const order = await act(orderRoutes.reject, id, { reason: '  Nos quedamos sin muzzarella ' });
    expect(order).toMatchObject({ status: 'cancel_store', cancel_reason: 'Nos quedamos sin muzzarella' });
    expect(order.seen_at).not.toBeNull();
    expect(order.history.slice(1)).toMatchObject([
      { field: 'status', from: 'process', to: 'cancel_store', reason: 'Nos quedamos sin muzzarella', action: 'reject' },
      { field: 'seen', kind: 'order:seen', reason: null },
    ]);
    for (const [route, body] of [
      [orderRoutes.accept, { minutes: 10 }],
      [orderRoutes.reject, { reason: 'otra vez' }],
      [orderRoutes.delay, { minutes: 10 }],
    ] as const) {
      expect(errorOf(await orderCall(w.t, operator, route, id, body))).toMatchObject({ status: 409, code: 'CONFLICT' });
    }
    expect(errorOf(await orderCall(w.t, operator, orderRoutes.accept, id, { minutes: 10 })).description).toBe(
      'No se puede aceptar una orden cancelada',
    );
    expect((await detail(id)).history).toHaveLength(3);
    // A blank reason is no reason.
    expect(errorOf(await orderCall(w.t, operator, orderRoutes.reject, await fresh(), { reason: '   ' }))).toMatchObject({
      status: 400,
    });
  });

  it('Demorar adds minutes to the promise, with from and to as ISO times', async () => {
    const id = await fresh();
    const { promised_at: first } = await detail(id);
    await act(orderRoutes.delay, id, { minutes: 10 });
    const order = await act(orderRoutes.delay, id, { minutes: 20 });
    expect(Date.parse(order.promised_at) - Date.parse(first)).toBe(30 * MINUTE);
    const rows = order.history.slice(1);
    expect(rows.map((entry) => [entry.kind, entry.action])).toEqual([
      ['order:promised:changed', 'delay'],
      ['order:promised:changed', 'delay'],
    ]);
    expect(rows[0]?.from).toBe(first);
    expect(rows[1]?.to).toBe(order.promised_at);
  });

  it('seen: set once with one row; seen again changes nothing and writes nothing', async () => {
    const id = await fresh();
    const seen = await act(orderRoutes.seen, id);
    expect(seen.seen_at).not.toBeNull();
    expect(changes(seen)).toEqual([`seen:null->${seen.seen_at}`]);
    const count = await storeEventCount(db(), w.storeA);
    const again = await act(orderRoutes.seen, id, undefined, w.adminA);
    expect(again.seen_at).toBe(seen.seen_at);
    expect(await storeEventCount(db(), w.storeA)).toBe(count);
    // Accepting an order already opened keeps the first time it was seen.
    const accepted = await act(orderRoutes.accept, id, { minutes: 10 });
    expect(accepted.seen_at).toBe(seen.seen_at);
    expect(accepted.history.filter((entry) => entry.field === 'seen')).toHaveLength(1);
  });

  it('a sub-status selector moves the status forward with a row for each; never backward', async () => {
    const id = await fresh();
    const prepared = await act(orderRoutes.setPreparation, id, { status: 'prepared' });
    expect(prepared.status).toBe('preparation_completed');
    expect(prepared.history.slice(1).map((entry) => [entry.field, entry.action, entry.to])).toEqual([
      ['preparation', 'set', 'prepared'],
      ['status', 'set', 'preparation_completed'],
    ]);
    // Back to in process: the status stays ahead.
    const back = await act(orderRoutes.setPreparation, id, { status: 'in_process' });
    expect(back).toMatchObject({ status: 'preparation_completed', preparation: { status: 'in_process' } });
    expect(changes(back).slice(2)).toEqual(['preparation:prepared->in_process']);
    const outside = await act(orderRoutes.setDelivery, id, { status: 'outside' }, w.deliveryA);
    expect(outside.status).toBe('delivery_outside');
    const paid = await act(orderRoutes.setPayment, id, { status: 'paid' }, w.deliveryA);
    expect(paid.status).toBe('delivery_outside');
    const delivered = await act(orderRoutes.setDelivery, id, { status: 'delivered' }, w.deliveryA);
    expect(delivered.status).toBe('completed');
    // Completed holds: a sub-status selector does not move it.
    const reopened = await act(orderRoutes.setDelivery, id, { status: 'outside' }, w.deliveryA);
    expect(reopened).toMatchObject({ status: 'completed', delivery: { status: 'outside' } });
    // The status selector still sets anything, backwards too.
    expect((await act(orderRoutes.setStatus, id, { status: 'process' })).status).toBe('process');
  });

  it('a change to the current value answers the order and writes no row', async () => {
    const id = await fresh();
    const count = await storeEventCount(db(), w.storeA);
    await act(orderRoutes.setStatus, id, { status: 'process' });
    await act(orderRoutes.setPreparation, id, { status: 'pending' });
    await act(orderRoutes.setPayment, id, { status: 'pending' });
    const order = await act(orderRoutes.setRider, id, { user_id: null });
    expect(order.history).toHaveLength(1);
    expect(await storeEventCount(db(), w.storeA)).toBe(count);
  });

  it('refused writes (400 rider, 404, 409) change nothing and write no row', async () => {
    const id = await fresh();
    const takeAway = await fresh({ method: 'take_away' });
    const before = await detail(id);
    const count = await storeEventCount(db(), w.storeA);
    const refusals = [
      [orderRoutes.dispatch, id, { user_id: w.adminB.user.id }, 400],
      [orderRoutes.setRider, id, { user_id: '00000000-0000-4000-8000-000000000000' }, 400],
      [orderRoutes.accept, '00000000-0000-4000-8000-000000000000', { minutes: 10 }, 404],
      [orderRoutes.dispatch, takeAway, { user_id: w.deliveryA.user.id }, 409],
    ] as const;
    for (const [route, orderId, body, status] of refusals) {
      expect(errorOf(await orderCall(w.t, operator, route, orderId, body)).status).toBe(status);
    }
    expect(errorOf(await orderCall(w.t, operator, orderRoutes.dispatch, takeAway, { user_id: w.deliveryA.user.id })).description).toBe(
      'Una orden para retirar en la tienda no se despacha',
    );
    expect(await detail(id)).toEqual(before);
    expect(await storeEventCount(db(), w.storeA)).toBe(count);
  });

  it("answers 404 to every action on another store's order, which keeps its state and history", async () => {
    const other = (await placeOrder(db(), w.storeB, testOrder())).id;
    const before = await orderEventRows(db(), other);
    const actions = [
      [orderRoutes.accept, { minutes: 10 }],
      [orderRoutes.reject, { reason: 'no' }],
      [orderRoutes.ready, undefined],
      [orderRoutes.dispatch, { user_id: w.deliveryA.user.id }],
      [orderRoutes.delivered, undefined],
      [orderRoutes.paid, undefined],
      [orderRoutes.delay, { minutes: 10 }],
      [orderRoutes.seen, undefined],
      [orderRoutes.get, undefined],
    ] as const;
    for (const [route, body] of actions) {
      for (const who of [w.adminA, operator]) {
        expect(errorOf(await orderCall(w.t, who, route, other, body)), route.path).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      }
    }
    expect(await orderEventRows(db(), other)).toEqual(before);
    expect(await detail(other, w.adminB)).toMatchObject({ status: 'process', seen_at: null, accepted_at: null });
  });
});
