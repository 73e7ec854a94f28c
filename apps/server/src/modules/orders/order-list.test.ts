import { CompiledQuery, type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus, OrderStatusGroup, statusesOfGroup } from '@comanda/contract/order-enums';
import { orderRoutes } from '@comanda/contract/orders';
import { fillPath } from '@comanda/contract/route';
import { COUNT_CAP } from '../../db/list-page';
import { type CatalogueWorld, createCatalogueWorld } from '../../testing/catalogue-kit';
import type { StaffFixture } from '../../testing/fixtures';
import { placeOrder, testOrder } from '../../testing/order-kit';
import { customerActor } from '../events/store-event';
import { placeOrder as placeNewOrder } from './order-placement.service';
import { resultOf } from '../../testing/test-app';
import { orderSearchCondition, phoneDigitRuns } from './order-search';

/*
 * The orders list at scale (decision 016): counts from the per-status counters, deep pages
 * through the deferred join, trigram search counted up to a cap. Every answer is checked against
 * what the orders table itself says.
 */
describe('orders list: counters, deep pages and search', () => {
  let w: CatalogueWorld;

  const list = async (who: StaffFixture, query: Record<string, string | number> = {}) =>
    resultOf(
      orderRoutes.list,
      await w.t.app.inject({
        method: 'GET',
        url: orderRoutes.list.path,
        headers: who.headers,
        query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
      }),
    );
  const setStatus = async (orderId: string, status: OrderStatus) =>
    resultOf(
      orderRoutes.setStatus,
      await w.t.app.inject({
        method: 'PUT',
        url: fillPath(orderRoutes.setStatus.path, { orderId }),
        headers: w.adminA.headers,
        payload: { status },
      }),
    );
  /**
   * A write in raw SQL records no store event, as every write of the app does in its
   * transaction; moving the store's event number on is what makes the list's kept answers
   * (decision 021) be read again, as after any real write.
   */
  const asIfRecorded = (storeId: string) =>
    sql`update store_event_counters set last = last + 1 where store_id = ${storeId}`.execute(w.t.database.db);
  /** What count(*) says: the truth the counters must match. */
  const countInTable = async (storeId: string, statuses: readonly OrderStatus[] | null) => {
    let query = w.t.database.db
      .selectFrom('orders')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('store_id', '=', storeId);
    if (statuses) query = query.where('status', 'in', [...statuses]);
    return (await query.executeTakeFirstOrThrow()).count;
  };
  /** The list's count unfiltered, for each status and each chip equals the table's. */
  const expectCountsMatchTable = async (who: StaffFixture, storeId: string) => {
    expect((await list(who)).count).toBe(await countInTable(storeId, null));
    for (const status of OrderStatus.options) {
      expect((await list(who, { status, limit: 1 })).count, status).toBe(await countInTable(storeId, [status]));
    }
    for (const group of OrderStatusGroup.options) {
      expect((await list(who, { group, limit: 1 })).count, group).toBe(await countInTable(storeId, statusesOfGroup(group)));
    }
  };

  const orderIds: string[] = [];
  beforeAll(async () => {
    w = await createCatalogueWorld();
    // 45 orders, the first 15 at one instant (ties the id must order), the rest a minute apart.
    for (let index = 0; index < 45; index += 1) {
      const createdAt = new Date(Date.UTC(2030, 0, 1, 12, index < 15 ? 0 : index));
      const order = testOrder({ clientName: `Cliente ${index}`, phone: `+54911${String(40_000_000 + index)}`, createdAt });
      orderIds.push((await placeOrder(w.t.database.db, w.storeA, order)).id);
    }
    await placeOrder(w.t.database.db, w.storeB, testOrder({ clientName: 'Cliente de B' }));
  });
  afterAll(() => w.t.close());

  it('counts from the counters stay equal to the table through placing, status changes, cancelling and reopening', async () => {
    await expectCountsMatchTable(w.adminA, w.storeA);
    expect((await list(w.adminA)).count).toBe(45);
    expect((await list(w.adminB)).count).toBe(1);

    const [first, second, third] = orderIds as [string, string, string];
    await setStatus(first, 'preparation_in_process');
    await setStatus(second, 'cancel_store');
    await setStatus(third, 'delivery_outside');
    await setStatus(third, 'completed');
    await expectCountsMatchTable(w.adminA, w.storeA);
    expect((await list(w.adminA, { group: 'cancelled' })).count).toBe(1);
    expect((await list(w.adminA, { group: 'active' })).count).toBe(43);

    // Back from cancelled: counted as new again, not twice.
    await setStatus(second, 'process');
    await expectCountsMatchTable(w.adminA, w.storeA);
    expect((await list(w.adminA, { group: 'cancelled' })).count).toBe(0);
    expect((await list(w.adminA, { status: 'process' })).count).toBe(43);
    // status and group together: the statuses both allow.
    expect((await list(w.adminA, { group: 'done', status: 'completed' })).count).toBe(1);
    expect((await list(w.adminA, { group: 'done', status: 'process' })).count).toBe(0);
    // Store B's counters never moved.
    await expectCountsMatchTable(w.adminB, w.storeB);
  });

  it('a write that rolls back leaves the counters as they were; a deleted order leaves them', async () => {
    const before = (await list(w.adminA)).count;
    await expect(
      w.t.database.db.transaction().execute(async (trx) => {
        const order = testOrder({ clientName: 'Se arrepiente' });
        await placeNewOrder(trx, w.storeA, order, customerActor(order.client.name));
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await list(w.adminA)).count).toBe(before);

    const { id } = await placeOrder(w.t.database.db, w.storeA, testOrder({ clientName: 'Borrada' }));
    expect((await list(w.adminA)).count).toBe(before + 1);
    await w.t.database.db.deleteFrom('orders').where('id', '=', id).execute();
    await asIfRecorded(w.storeA);
    expect((await list(w.adminA)).count).toBe(before);
    await expectCountsMatchTable(w.adminA, w.storeA);
  });

  it('the status sort follows the lifecycle of the contract', async () => {
    const ranks = await sql<{ status: string; rank: number }>`
      select s as status, comanda_order_status_rank(s) as rank from unnest(${OrderStatus.options}::text[]) s`.execute(
      w.t.database.db,
    );
    expect(ranks.rows.map((row) => row.rank)).toEqual(OrderStatus.options.map((_, index) => index + 1));
  });

  it('every page of every sort, filtered or not, is what ORDER BY ... LIMIT ... OFFSET answers', async () => {
    const sorts: Record<string, RawBuilder<unknown>> = {
      created_at__DESC: sql`created_at desc, id desc`,
      created_at__ASC: sql`created_at asc, id asc`,
      number__ASC: sql`number asc`,
      number__DESC: sql`number desc`,
      status__ASC: sql`comanda_order_status_rank(status) asc, id asc`,
      'status__DESC,created_at__ASC': sql`comanda_order_status_rank(status) desc, created_at asc, id asc`,
    };
    const filters: Array<{ query: Record<string, string>; where: RawBuilder<unknown> }> = [
      { query: {}, where: sql`true` },
      { query: { group: 'active' }, where: sql`status in (${sql.join(statusesOfGroup('active'))})` },
      { query: { status: 'process' }, where: sql`status = 'process'` },
    ];
    for (const [order, orderBy] of Object.entries(sorts)) {
      for (const filter of filters) {
        for (const [skip, limit] of [[0, 20], [20, 20], [40, 20], [44, 1], [13, 7], [46, 20], [100, 20]] as const) {
          const expected = await sql<{ id: string }>`
            select id from orders where store_id = ${w.storeA} and ${filter.where}
            order by ${orderBy} limit ${limit} offset ${skip}`.execute(w.t.database.db);
          const page = await list(w.adminA, { ...filter.query, order, skip, limit });
          const label = `${order} ${JSON.stringify(filter.query)} skip=${skip}`;
          expect(page.data.map((row) => row.id), label).toEqual(expected.rows.map((row) => row.id));
          expect(page).toMatchObject({ skip, limit });
        }
      }
    }
  });

  it('searches short and long words with exact counts below the cap, as LIKE over the folded text would', async () => {
    const truth = async (words: string[]) =>
      (
        await sql<{ id: string }>`
          select id from orders where store_id = ${w.storeA}
          and ${sql.join(words.map((word) => sql`search_text like ${`%${word}%`}`), sql` and `)}
          order by created_at desc, id desc`.execute(w.t.database.db)
      ).rows.map((row) => row.id);
    for (const [query, words] of [
      ['1', ['1']],
      ['12', ['12']],
      ['e 3', ['e', '3']],
      ['cliente', ['cliente']],
      ['CLIENTE 4', ['cliente', '4']],
      ['liente 1', ['liente', '1']],
      ['nadie', ['nadie']],
    ] as const) {
      const expected = await truth([...words]);
      const page = await list(w.adminA, { query, limit: 100 });
      expect(page.data.map((row) => row.id), query).toEqual(expected);
      expect(page.count, query).toBe(expected.length);
      expect(page.count_capped, query).toBeUndefined();
    }
    expect((await list(w.adminA, { query: 'cliente', limit: 5, skip: 40 })).data.map((row) => row.id)).toEqual(
      (await truth(['cliente'])).slice(40, 45),
    );
  });

  it('finds an E.164 phone typed in local spelling', async () => {
    const { id } = await placeOrder(w.t.database.db, w.storeA, testOrder({ clientName: 'Telefono Local', phone: '+5491155551234' }));
    const found = async (query: string) => (await list(w.adminA, { query })).data.map((row) => row.id);
    for (const typed of ['11 5555-1234', '1155551234', '011 15 5555-1234', '(011) 5555 1234', '+54 9 11 5555-1234', '5555-1234']) {
      expect(await found(typed), typed).toEqual([id]);
    }
    expect(await found('11 5555-1235')).toEqual([]);
    // Store B's list does not find store A's order.
    expect((await list(w.adminB, { query: '11 5555-1234' })).data).toEqual([]);
  });

  it('the search condition is one the trigram index answers (a planner without row scans takes it)', async () => {
    for (const query of ['cliente 4', 'inexistente', '11 5555-1234']) {
      const search = orderSearchCondition(query, sql.ref('o.search_text'));
      if (!search) throw new Error(query);
      const matches = w.t.database.db.selectFrom('orders as o').select('o.id').where(search).compile();
      const plan = await w.t.database.db.transaction().execute(async (trx) => {
        // Few rows here: left to itself the planner would rightly read them all.
        await sql`set local enable_seqscan = off`.execute(trx);
        return trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${matches.sql}`, [...matches.parameters]));
      });
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(text, query).toContain('orders_store_search_idx');
      expect(text, query).not.toContain('Seq Scan');
    }
  });

  it('a search matching more than the cap answers the cap with count_capped, and the next pages still come', async () => {
    const extra = COUNT_CAP + 100;
    await sql`
      insert into orders (id, store_id, number, client_id, client_name, client_phone, delivery_method,
        delivery_immediate, payment_method, imports_items, imports_delivery, imports_discount, imports_coupon,
        imports_total, created_at, promised_at)
      select gen_random_uuid(), ${w.storeA}, 100000 + g, gen_random_uuid(), 'Masivo ' || g, '+5491160000000',
        'take_away', true, 'cash', 0, 0, 0, 0, 0, timestamptz '2031-01-01' + g * interval '1 minute',
        timestamptz '2031-01-01' + g * interval '1 minute'
      from generate_series(1, ${extra}) g`.execute(w.t.database.db);
    await asIfRecorded(w.storeA);

    const first = await list(w.adminA, { query: 'masivo' });
    expect(first).toMatchObject({ count: COUNT_CAP, count_capped: true, skip: 0, limit: 20 });
    expect(first.data.map((row) => row.client.name)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Masivo ${extra - index}`),
    );
    // Past the cap, counting goes as far as the page: still capped, and the page is there.
    const deep = await list(w.adminA, { query: 'masivo', skip: COUNT_CAP, limit: 20 });
    expect(deep).toMatchObject({ count: COUNT_CAP + 20, count_capped: true });
    expect(deep.data.map((row) => row.client.name)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Masivo ${extra - COUNT_CAP - index}`),
    );
    // The last page knows the exact count again.
    const last = await list(w.adminA, { query: 'masivo', skip: extra - 20, limit: 20 });
    expect(last.count).toBe(extra);
    expect(last.count_capped).toBeUndefined();
    expect(last.data).toHaveLength(20);
    // Without a search the counters answer exactly, bulk insert included.
    await expectCountsMatchTable(w.adminA, w.storeA);
  });
});

describe('phone digit runs', () => {
  it('reads a phone typed with marks as its digits, without trunk 0 and as the national number', () => {
    expect(phoneDigitRuns('11 5555-1234')).toEqual(['1155551234']);
    expect(phoneDigitRuns('011 15 5555-1234')).toEqual(['011155555' + '1234', '11155555' + '1234', '1155551234']);
    expect(phoneDigitRuns('+54 9 11 5555-1234')).toEqual(['5491155551234', '1155551234']);
  });

  it('leaves short numbers and texts with letters to the word search', () => {
    expect(phoneDigitRuns('1234')).toEqual([]);
    expect(phoneDigitRuns('juan 1155551234')).toEqual([]);
    expect(phoneDigitRuns('')).toEqual([]);
  });
});
