import { performance } from 'node:perf_hooks';
import {
  DELIVERY_WEIGHTS,
  FIRST_NAMES,
  HOUR_WEIGHTS,
  ITEM_COUNT_WEIGHTS,
  LAST_NAMES,
  PAYMENT_WEIGHTS,
  REJECT_REASONS,
  STATUS_WEIGHTS,
  STREETS,
  WEEKDAY_WEIGHTS,
  slotArray,
  weighted,
  zipfWeights,
} from './spreads';

/** What the generator needs of a database connection: PostgreSQL (pg.Client) and PGlite both fit. */
export interface SqlRunner {
  exec(script: string): Promise<void>;
  rows<T>(query: string): Promise<T[]>;
}

export interface GenerateOptions {
  storeSlug: string;
  orders: number;
  /** Over how many weeks before today the orders are spread. */
  weeks: number;
  /** Distinct phones: about two orders each by default. */
  clients?: number;
}

const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
const textArray = (values: readonly string[]) => `array[${values.map(literal).join(',')}]::text[]`;
const intArray = (values: readonly number[]) => `array[${values.join(',')}]::int[]`;
/** An element of a 1000-slot array picked by one random number. */
const pick = (array: string) => `(${array})[1 + floor(random() * 1000)::int]`;

/**
 * E.164 phone's client id, as orderClientId() derives it in the server (a sha256 of store and
 * phone laid out as a version 8 uuid), so the generated clients group like the app's.
 */
const clientIdSql = (storeId: string, phone: string) => `(
  select (substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-8' || substr(h, 14, 3) || '-' ||
    to_hex((('x' || substr(h, 17, 1))::bit(4)::int & 3) | 8) || substr(h, 18, 3) || '-' || substr(h, 21, 12))::uuid
  from (select encode(sha256(convert_to('comanda-client:' || ${literal(storeId)} || ':' || ${phone}, 'UTF8')), 'hex') as h) hashed)`;

/**
 * The per-status order counters (migration 013) computed again from the orders, by the
 * migration's own function, when the schema has them.
 */
async function recountOrderStatuses(db: SqlRunner): Promise<void> {
  const [counters] = await db.rows<{ present: boolean }>(
    `select exists (select 1 from pg_proc where proname = 'comanda_recount_order_statuses') as present`,
  );
  if (counters?.present) await db.exec('select comanda_recount_order_statuses()');
}

/**
 * The store's sales rollups (migration 016) computed again from its orders, by the migration's
 * own function, when the schema has them: the bulk load skipped their triggers too.
 */
async function recomputeSalesRollups(db: SqlRunner, storeId: string): Promise<void> {
  const [rollups] = await db.rows<{ present: boolean }>(
    `select exists (select 1 from pg_proc where proname = 'comanda_recompute_sales_rollups') as present`,
  );
  if (rollups?.present) await db.exec(`select comanda_recompute_sales_rollups(${literal(storeId)}::uuid)`);
}

interface StoreFacts {
  id: string;
  timezone: string;
  today: string;
  last_number: number;
  last_seq: number;
  rider_id: string | null;
}

/**
 * Writes `orders` orders into the store with SQL alone (generate_series, INSERT ... SELECT):
 * numbered after the store's last, created over the last weeks in its time zone, with their
 * lines (articles of its catalogue), creation history rows and counters. Answers the seconds taken.
 */
export async function generateOrders(db: SqlRunner, options: GenerateOptions): Promise<number> {
  const started = performance.now();
  const [store] = await db.rows<StoreFacts>(`
    select s.id, s.timezone,
      to_char((now() at time zone s.timezone)::date, 'YYYY-MM-DD') as today,
      coalesce((select last from store_order_counters c where c.store_id = s.id), 0)::int as last_number,
      coalesce((select last from store_event_counters c where c.store_id = s.id), 0)::int as last_seq,
      (select id from users where email = 'rider@comanda.test') as rider_id
    from stores s where s.slug = ${literal(options.storeSlug)}`);
  if (!store) throw new Error(`No store '${options.storeSlug}': seed the demo first`);
  const storeId = literal(store.id);
  const clients = options.clients ?? Math.max(1, Math.round(options.orders / 2));
  const firstNames = textArray(slotArray(FIRST_NAMES.map((name, k) => [name, zipfWeights(FIRST_NAMES.length)[k] ?? 0])));
  const lastNames = textArray(slotArray(LAST_NAMES.map((name, k) => [name, zipfWeights(LAST_NAMES.length)[k] ?? 0])));
  const hours = intArray(slotArray(weighted(HOUR_WEIGHTS)).map(Number));
  const weekdays = intArray(slotArray(weighted(WEEKDAY_WEIGHTS)).map(Number));
  const itemCounts = intArray(slotArray(weighted(ITEM_COUNT_WEIGHTS)).map(Number));
  const statuses = textArray(slotArray(weighted(STATUS_WEIGHTS)));
  const deliveries = textArray(slotArray(weighted(DELIVERY_WEIGHTS)));
  const payments = textArray(slotArray(weighted(PAYMENT_WEIGHTS)));
  // Each store's phones are its own: a different start in the permutation of mobile numbers.
  const phoneSalt = Number.parseInt(store.id.slice(0, 6), 16);
  const yesterday = `(${literal(store.today)}::date - 1)`;
  const rider = store.rider_id ? literal(store.rider_id) : 'null';

  await db.exec(`
    drop table if exists bench_articles, bench_clients, bench_orders, bench_lines;
    create temp table bench_articles as
      select row_number() over (order by created_at, id)::int as k, id, slug, name,
        images_url->>0 as image_url, price_import, price_discount, price_total
      from articles where store_id = ${storeId} and not disabled;

    -- Clients: a name drawn from the pools, a unique Buenos Aires mobile (a permutation of
    -- 11 2000-0000 ... 11 6999-9999) and the client id the app derives from it.
    create temp table bench_clients as
      select c, name, phone, ${clientIdSql(store.id, 'phone')} as client_id
      from (
        select c, ${pick(firstNames)} || ' ' || ${pick(lastNames)} as name,
          '+54911' || ((c::bigint * 7919 + ${phoneSalt}) % 50000000 + 20000000)::text as phone
        from generate_series(1, ${clients}) c
      ) drawn;
    alter table bench_clients add primary key (c);

    -- Orders: a day of one of the last weeks (weekends busier), an hour of the store's day
    -- (lunch and dinner peaks) on its wall clock; numbered in time order after the store's last.
    create temp table bench_orders as
      select gen_random_uuid() as id, ${store.last_number} + row_number() over (order by created_at, i) as number, drawn.*
      from (
        select i,
          ((${yesterday} - (floor(random() * ${options.weeks})::int * 7
              + ((extract(isodow from ${yesterday})::int - ${pick(weekdays)} + 7) % 7)))
            + make_interval(hours => ${pick(hours)}, mins => floor(random() * 60)::int, secs => floor(random() * 60)::int)
          ) at time zone ${literal(store.timezone)} as created_at,
          1 + floor(random() * ${clients})::int as c,
          ${pick(statuses)} as status,
          ${pick(deliveries)} as delivery_method,
          ${pick(payments)} as payment_method,
          ${pick(itemCounts)} as items,
          random() < 0.05 as scheduled
        from generate_series(1, ${options.orders}) i
      ) drawn;
    alter table bench_orders add primary key (id);

    create temp table bench_lines as
      select o.id as order_id, p.pos, a.id as article_id, a.slug, a.name, a.image_url,
        a.price_import, a.price_discount, a.price_total
      from bench_orders o
      cross join lateral (
        select pos, 1 + floor(random() * (select count(*) from bench_articles))::int as k
        from generate_series(0, o.items - 1) pos
      ) p
      join bench_articles a on a.k = p.k;
  `);

  // Bulk load: no row triggers and no foreign key checks (every reference was just read from the
  // tables). Migration 013's per-status counters are recomputed below in one statement (under a
  // second for 1,000,000 orders): through its deferred row trigger, 100,000 orders inserted in
  // one transaction took 35 s to insert and then 400 s to count (each count updates the same
  // row again in the same transaction, and every update walks the versions before it).
  await db.exec(`set session_replication_role = replica`);
  await db.exec(`
    insert into orders (
      id, store_id, number, status, client_id, client_name, client_phone, currency,
      delivery_method, delivery_immediate, delivery_date, delivery_schedule_id, delivery_start, delivery_end,
      location_city, location_address_one, location_address_two, location_indications,
      delivery_cost, delivery_status, rider_user_id, payment_method, payment_status,
      bank_transfer_name, bank_transfer_alias, bank_transfer_cuit, bank_transfer_cvu,
      preparation_status, imports_items, imports_delivery, imports_discount, imports_coupon, imports_total,
      created_at, updated_at, prepared_at, delivered_at, promised_at, accepted_at, seen_at, cancel_reason)
    select o.id, ${storeId}, o.number, o.status, c.client_id, c.name, c.phone, 'ARS',
      o.delivery_method, not o.scheduled,
      case when o.scheduled then (o.created_at at time zone ${literal(store.timezone)})::date end,
      case when o.scheduled then '00000000-0000-4000-8000-000000000001'::uuid end,
      case when o.scheduled then time '21:00' end,
      case when o.scheduled then time '21:30' end,
      case when o.delivery_method = 'shipment' then 'CABA' else '' end,
      case when o.delivery_method = 'shipment'
        then (${textArray(STREETS)})[1 + o.c % ${STREETS.length}] || ' ' || (100 + o.c % 4900)::text else '' end,
      case when o.delivery_method = 'shipment' and o.c % 3 = 0 then (1 + o.c % 12)::text || 'º ' || chr(65 + o.c % 4) else '' end,
      case when o.delivery_method = 'shipment' and o.c % 5 = 0 then 'Timbre que no anda, llamar al llegar' else '' end,
      o.delivery_cost,
      case when o.status in ('completed', 'delivery_completed') then 'delivered'
        when o.status = 'delivery_outside' then 'outside'
        when o.status = 'delivery_in_process' then 'in_process' else 'pending' end,
      case when o.delivery_method = 'shipment' and o.status in ('completed', 'delivery_completed', 'delivery_outside')
        then ${rider}::uuid end,
      o.payment_method,
      case when o.status in ('completed', 'payment_paid') then 'paid' else 'pending' end,
      case when o.payment_method = 'bank_transfer' then 'Comanda Gastronomía SRL' end,
      case when o.payment_method = 'bank_transfer' then 'comanda.pagos' end,
      case when o.payment_method = 'bank_transfer' then '30-71234567-8' end,
      case when o.payment_method = 'bank_transfer' then '0000003100012345678901' end,
      case when o.status in ('completed', 'preparation_completed', 'delivery_pending', 'delivery_in_process',
          'delivery_outside', 'delivery_completed') then 'prepared'
        when o.status = 'preparation_in_process' then 'in_process' else 'pending' end,
      t.items, o.delivery_cost, 0, 0, t.items + o.delivery_cost,
      o.created_at,
      o.created_at + interval '45 minutes',
      case when o.status in ('completed', 'preparation_completed', 'delivery_pending', 'delivery_in_process',
          'delivery_outside', 'delivery_completed') then o.created_at + interval '20 minutes' end,
      case when o.status in ('completed', 'delivery_completed') then o.created_at + interval '40 minutes' end,
      case when o.scheduled
        then (((o.created_at at time zone ${literal(store.timezone)})::date + time '21:30') at time zone ${literal(store.timezone)})
        else o.created_at + interval '30 minutes' end,
      case when o.status not in ('process', 'payment_pending', 'cancel_store', 'cancel_client')
        then o.created_at + interval '2 minutes' end,
      case when o.status <> 'process' then o.created_at + interval '2 minutes' end,
      case when o.status = 'cancel_store' then (${textArray(REJECT_REASONS)})[1 + o.c % ${REJECT_REASONS.length}] end
    from (select *, case when delivery_method = 'shipment' then 1500.00 else 0 end::numeric(14, 2) as delivery_cost
          from bench_orders) o
    join bench_clients c on c.c = o.c
    join (select order_id, sum(price_total) as items from bench_lines group by order_id) t on t.order_id = o.id
    order by o.number;

    insert into order_items (id, order_id, store_id, position, message, article_id, article_slug, article_name,
      article_image_url, article_import, article_discount, article_total, item_import, item_discount, item_total)
    select gen_random_uuid(), order_id, ${storeId}, pos, null, article_id, slug, name,
      image_url, price_import, price_discount, price_total, price_import, price_discount, price_total
    from bench_lines;

    -- The creation row of each order's history (as the demo's: the status it was placed with).
    insert into order_events (store_id, seq, order_id, kind, action, field, from_value, to_value,
      actor_kind, actor_name, created_at)
    select ${storeId}, ${store.last_seq} + o.number - ${store.last_number}, o.id, 'order:created', 'place', 'order',
      null, o.status, 'customer', c.name, o.created_at
    from bench_orders o join bench_clients c on c.c = o.c;

    -- New orders and events keep numbering after the generated ones.
    insert into store_order_counters (store_id, last) values (${storeId}, ${store.last_number + options.orders})
      on conflict (store_id) do update set last = excluded.last;
    insert into store_event_counters (store_id, last) values (${storeId}, ${store.last_seq + options.orders})
      on conflict (store_id) do update set last = excluded.last;

    drop table bench_articles, bench_clients, bench_orders, bench_lines;
  `);
  await db.exec(`set session_replication_role = origin`);
  await recountOrderStatuses(db);
  await recomputeSalesRollups(db, store.id);
  return (performance.now() - started) / 1000;
}
