import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRoutes } from '@comanda/contract/orders';
import { type CatalogueWorld, createCatalogueWorld } from '../../testing/catalogue-kit';
import { placeOrder, testOrder } from '../../testing/order-kit';
import { errorOf, resultOf } from '../../testing/test-app';

/*
 * The list's 'Programadas' (issue 20): `slot_after` keeps the orders for a slot on a later day
 * than the date the caller sends (the store's today), counted exactly, whatever the status chip.
 */
describe("orders list: orders for a later day ('slot_after')", () => {
  let w: CatalogueWorld;
  const ids: Record<'now' | 'may4' | 'may6' | 'otherStore', string> = { now: '', may4: '', may6: '', otherStore: '' };

  const list = async (query: Record<string, string>) =>
    w.t.app.inject({ method: 'GET', url: orderRoutes.list.path, headers: w.adminA.headers, query });
  const idsOf = async (query: Record<string, string>) => {
    const answer = resultOf(orderRoutes.list, await list(query));
    return { ids: answer.data.map((order) => order.id).sort(), count: answer.count };
  };

  beforeAll(async () => {
    w = await createCatalogueWorld();
    // testOrder: a shipment is immediate; a take-away is for 2030-05-04, 20:00–20:30.
    ids.now = (await placeOrder(w.t.database.db, w.storeA, testOrder({ method: 'shipment' }))).id;
    ids.may4 = (await placeOrder(w.t.database.db, w.storeA, testOrder({ method: 'take_away' }))).id;
    const later = testOrder({ method: 'take_away' });
    const takeAway = later.delivery.methods.take_away;
    if (!takeAway?.datetime) throw new Error('a take-away test order has a slot');
    takeAway.datetime = { ...takeAway.datetime, date: '2030-05-06' };
    ids.may6 = (await placeOrder(w.t.database.db, w.storeA, later)).id;
    ids.otherStore = (await placeOrder(w.t.database.db, w.storeB, testOrder({ method: 'take_away' }))).id;
  });
  afterAll(async () => {
    await w?.t.close();
  });

  it('keeps only the orders whose slot is after the date, never an immediate one, counted exactly', async () => {
    expect(await idsOf({ slot_after: '2030-05-03' })).toEqual({ ids: [ids.may4, ids.may6].sort(), count: 2 });
    // The day itself is today's work, not 'Programadas'.
    expect(await idsOf({ slot_after: '2030-05-04' })).toEqual({ ids: [ids.may6], count: 1 });
    expect(await idsOf({ slot_after: '2030-05-06' })).toEqual({ ids: [], count: 0 });
    expect((await idsOf({})).count).toBe(3);
  });

  it('applies together with a status chip', async () => {
    expect(await idsOf({ slot_after: '2030-05-03', group: 'new' })).toEqual({ ids: [ids.may4, ids.may6].sort(), count: 2 });
    expect(await idsOf({ slot_after: '2030-05-03', group: 'done' })).toEqual({ ids: [], count: 0 });
  });

  it('refuses a value that is not a date', async () => {
    expect(errorOf(await list({ slot_after: 'mañana' })).status).toBe(400);
  });
});
