import { COMMON_NAME } from './spreads';
import type { SqlRunner } from './generate-orders';

/** What the calls aim at, read from the generated data of a store. */
export interface Fixtures {
  storeId: string;
  storeSlug: string;
  adminUserId: string;
  orders: number;
  lastNumber: number;
  /** created_at and id of the 100,000th newest order (or the oldest, in a smaller store). */
  cursorAt: string;
  cursorId: string;
  deepSkip: number;
  /** The digits of a phone with two orders, as staff would type it. */
  rarePhone: string;
  rareHits: number;
  commonName: string;
  commonHits: number;
  /** Random orders for the detail and status change calls. */
  detailIds: string[];
  statusIds: string[];
}

/** The search text's folding (accents off, lower case), as the app folds a typed query. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const likeAll = (query: string) =>
  fold(query)
    .split(/\s+/)
    .map((word) => `search_text like '%${word.replace(/'/g, "''")}%'`)
    .join(' and ');

export async function readFixtures(db: SqlRunner, storeSlug: string, deepSkip: number): Promise<Fixtures> {
  const [store] = await db.rows<{ id: string; orders: number; last_number: number; admin: string }>(`
    select s.id, (select count(*) from orders o where o.store_id = s.id)::int as orders,
      (select max(number) from orders o where o.store_id = s.id)::int as last_number,
      (select id from users where email = 'admin@comanda.test') as admin
    from stores s where s.slug = '${storeSlug}'`);
  if (!store) throw new Error(`No store '${storeSlug}'`);
  const skip = Math.min(deepSkip, Math.max(0, store.orders - 20));
  const [cursor] = await db.rows<{ at: string; id: string }>(`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id from orders
    where store_id = '${store.id}' order by created_at desc, id desc offset ${Math.max(0, skip - 1)} limit 1`);
  const [rare] = await db.rows<{ phone: string }>(`
    select client_phone as phone from orders where store_id = '${store.id}'
    group by client_phone having count(*) = 2 limit 1`);
  const rarePhone = (rare?.phone ?? '+5491100000000').slice(-10);
  const count = async (where: string) =>
    (await db.rows<{ n: number }>(`select count(*)::int as n from orders where store_id = '${store.id}' and ${where}`))[0]?.n ?? 0;
  const ids = async (n: number) =>
    (await db.rows<{ id: string }>(`select id from orders where store_id = '${store.id}' order by random() limit ${n}`)).map((row) => row.id);
  return {
    storeId: store.id,
    storeSlug,
    adminUserId: store.admin,
    orders: store.orders,
    lastNumber: store.last_number,
    cursorAt: cursor?.at ?? new Date().toISOString(),
    cursorId: cursor?.id ?? '00000000-0000-4000-8000-000000000000',
    deepSkip: skip,
    rarePhone,
    rareHits: await count(likeAll(rarePhone)),
    commonName: COMMON_NAME,
    commonHits: await count(likeAll(COMMON_NAME)),
    detailIds: await ids(1000),
    statusIds: await ids(1000),
  };
}
