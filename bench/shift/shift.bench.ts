/**
 * The shift at scale (issue 7): the turn summary and a one-year sales report of each breakdown,
 * over 500,000 orders of one store on PostgreSQL, through the real API (the server process,
 * its guard, validation, SQL and answer), against the goal p95 <= 300 ms. Usage: bench/shift/README.md.
 *
 *   npm run bench:shift
 *   npm run bench:shift -- --keep --seconds 5 --only turn-summary,report-day
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { reportRoutes, type ReportBreakdown } from '@comanda/contract/reports';
import { fillPath } from '@comanda/contract/route';
import { turnRoutes } from '@comanda/contract/turn';
import { withFreshPostgres } from '../../apps/server/src/testing/fresh-postgres';
import { runCli, type ServerInstance, startServer } from '../live-orders/server-processes';
import { call, StaffSession } from '../live-orders/staff-api';
import { generateOrders, type SqlRunner } from '../orders/generate-orders';
import { load } from '../orders/load';
import { type ReportRow, rowCells, table } from '../orders/report';
import { readShiftOptions, type ShiftOptions } from './options';

const STORE = 'centro';
const ADMIN = { email: 'admin@comanda.test', password: 'comanda' };
const GOAL_MS = 300;
const goal = { text: `p95 <= ${GOAL_MS} ms`, met: (api: { p95: number }) => api.p95 <= GOAL_MS };
const BREAKDOWNS: ReportBreakdown[] = ['day', 'hour', 'article', 'section', 'payment_method', 'delivery_method'];

/** The server running now: stopped even when a library throws outside any await (uncaught). */
let running: ServerInstance | null = null;
process.once('uncaughtException', (error) => {
  console.error(error);
  void (running?.stop() ?? Promise.resolve()).finally(() => process.exit(1));
});

const secondsSince = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

function pgRunner(client: pg.Client): SqlRunner {
  return {
    exec: async (script) => {
      await client.query(script);
    },
    rows: async <T>(query: string) => (await client.query(query)).rows as T[],
  };
}

/** The demo (stores, users, catalogue), every migration, and the store's orders topped up to `orders`. */
async function prepareData(db: SqlRunner, databaseUrl: string, options: ShiftOptions): Promise<void> {
  const [stores] = await db.rows<{ n: number }>(`select count(*)::int as n from information_schema.tables where table_name = 'stores'`);
  const [demo] = stores?.n
    ? await db.rows<{ n: number }>(`select count(*)::int as n from stores where slug = ${literal(STORE)}`)
    : [{ n: 0 }];
  if (!demo?.n) await runCli(databaseUrl, ['seed-demo']);
  // Before the server starts: on a kept database, a new migration's backfill (016's rollups over
  // every order) takes longer than the server's start-up wait.
  let started = performance.now();
  await runCli(databaseUrl, ['migrate']);
  console.log(`  migrations: ${secondsSince(started)}`);
  const [row] = await db.rows<{ n: number }>(
    `select count(*)::int as n from orders o join stores s on s.id = o.store_id where s.slug = ${literal(STORE)}`,
  );
  const present = row?.n ?? 0;
  const missing = options.orders - present;
  if (missing <= options.orders * 0.01) {
    console.log(`  ${STORE}: ${present.toLocaleString('en')} orders already there`);
    return;
  }
  const took = await generateOrders(db, { storeSlug: STORE, orders: missing, weeks: options.weeks });
  console.log(`  ${STORE}: ${missing.toLocaleString('en')} orders generated in ${took.toFixed(1)} s`);
  started = performance.now();
  await db.exec('analyze');
  console.log(`  analyze: ${secondsSince(started)}`);
}

/**
 * A recompute of the rollups (016's backfill, the generator's) deletes and writes every row of a
 * store at once: autovacuum tidies and measures the tables within its next rounds; the bench
 * does it now so that a run right after one measures the tables as they will stay.
 */
async function tidyRollups(db: SqlRunner): Promise<void> {
  const started = performance.now();
  await db.exec('vacuum analyze sales_hours, sales_article_days, sales_section_days');
  console.log(`  vacuum analyze of the sales rollups: ${secondsSince(started)}`);
}

interface BenchTurn {
  id: string;
  from: string;
  to: string;
  orders: number;
}

/**
 * A closed turn over the last evening with orders (18:00 to 02:00 on the store's wall clock),
 * written as the turn table holds one: the API opens turns only now. Kept between runs.
 */
async function eveningTurn(db: SqlRunner): Promise<BenchTurn> {
  const [span] = await db.rows<{ store_id: string; opened_at: Date; closed_at: Date }>(`
    select s.id as store_id,
      ((last_day + time '18:00') at time zone s.timezone) as opened_at,
      ((last_day + 1 + time '02:00') at time zone s.timezone) as closed_at
    from stores s, lateral (
      select max((o.created_at at time zone s.timezone)::date) as last_day from orders o
      where o.store_id = s.id and (o.created_at at time zone s.timezone)::date < (now() at time zone s.timezone)::date
    ) latest
    where s.slug = ${literal(STORE)}`);
  if (!span) throw new Error(`No store ${STORE}`);
  const bounds = `store_id = ${literal(span.store_id)} and opened_at = ${literal(span.opened_at.toISOString())} and closed_at = ${literal(span.closed_at.toISOString())}`;
  const [kept] = await db.rows<{ id: string }>(`select id from turns where ${bounds}`);
  const id =
    kept?.id ??
    (
      await db.rows<{ id: string }>(`
        insert into turns (id, store_id, opened_at, closed_at)
        values (gen_random_uuid(), ${literal(span.store_id)}, ${literal(span.opened_at.toISOString())}, ${literal(span.closed_at.toISOString())})
        returning id`)
    )[0]?.id;
  if (!id) throw new Error('The bench turn was not written');
  const [count] = await db.rows<{ n: number }>(`
    select count(*)::int as n from orders
    where store_id = ${literal(span.store_id)} and created_at >= ${literal(span.opened_at.toISOString())}
      and created_at < ${literal(span.closed_at.toISOString())}`);
  return { id, from: span.opened_at.toISOString(), to: span.closed_at.toISOString(), orders: count?.n ?? 0 };
}

/** The store's today and the date 365 days before: a year and a day, the longest range a report reads. */
async function yearRange(db: SqlRunner): Promise<{ from: string; to: string }> {
  const [range] = await db.rows<{ from: string; to: string }>(`
    select to_char(today - 365, 'YYYY-MM-DD') as from, to_char(today, 'YYYY-MM-DD') as to
    from (select (now() at time zone timezone)::date as today from stores where slug = ${literal(STORE)}) t`);
  if (!range) throw new Error(`No store ${STORE}`);
  return range;
}

interface ShiftCall {
  name: string;
  label: string;
  path: string;
}

/** Each call measured once per connection count, after a one-second warm-up. */
async function measure(serverUrl: string, staff: StaffSession, calls: ShiftCall[], options: ShiftOptions): Promise<ReportRow[]> {
  const rows: ReportRow[] = [];
  for (const shiftCall of calls) {
    await staff.renew(serverUrl);
    const next = () => ({ method: 'GET' as const, path: shiftCall.path, headers: staff.headers });
    await load(serverUrl, { connections: 1, seconds: 1, next });
    for (const connections of options.connections) {
      // An access lasts 5 minutes: a fresh one for every measurement.
      await staff.renew(serverUrl);
      const api = await load(serverUrl, { connections, seconds: options.seconds, next });
      const row: ReportRow = { label: shiftCall.label, connections, api, limit: null, goal, loadAverage: os.loadavg()[0] };
      rows.push(row);
      console.log(`  ${rowCells(row).join(' | ')}`);
    }
  }
  return rows;
}

async function run(databaseUrl: string, options: ShiftOptions): Promise<ReportRow[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const db = pgRunner(client);
  try {
    console.log(`PostgreSQL: ${options.orders.toLocaleString('en')} orders in ${STORE}`);
    await prepareData(db, databaseUrl, options);
    await tidyRollups(db);
    const turn = await eveningTurn(db);
    const range = await yearRange(db);
    running = await startServer('shift', databaseUrl);
    const serverUrl = running.url;
    const admin = await StaffSession.signIn(serverUrl, ADMIN.email, ADMIN.password, STORE);

    // What is measured is real: the answers, once, before the load.
    const summary = await call(serverUrl, turnRoutes.report, { params: { turnId: turn.id }, headers: admin.headers });
    console.log(
      `  turn ${turn.from} to ${turn.to}: ${turn.orders.toLocaleString('en')} orders in the table; ` +
        `the summary: ${JSON.stringify(summary).length.toLocaleString('en')} bytes`,
    );
    for (const breakdown of BREAKDOWNS) {
      const path = `${fillPath(reportRoutes.sales.path, { breakdown })}?from=${range.from}&to=${range.to}`;
      const answer = await fetch(`${serverUrl}${path}`, { headers: admin.headers });
      if (!answer.ok) throw new Error(`GET ${path}: ${answer.status} ${await answer.text()}`);
      const report = reportRoutes.sales.response.parse(((await answer.json()) as { result: unknown }).result);
      console.log(
        `  report ${breakdown} ${range.from} to ${range.to}: ${report.rows.length} rows, ` +
          `${report.totals.orders.toLocaleString('en')} orders, ${report.totals.units.toLocaleString('en')} units, ` +
          `sales ${report.totals.sales.amount.toLocaleString('en')}`,
      );
    }

    const calls: ShiftCall[] = [
      { name: 'turn-summary', label: `turn summary (${turn.orders.toLocaleString('en')} orders)`, path: fillPath(turnRoutes.report.path, { turnId: turn.id }) },
      ...BREAKDOWNS.map((breakdown) => ({
        name: `report-${breakdown}`,
        label: `one-year report: ${breakdown}`,
        path: `${fillPath(reportRoutes.sales.path, { breakdown })}?from=${range.from}&to=${range.to}`,
      })),
    ].filter((shiftCall) => options.only.length === 0 || options.only.includes(shiftCall.name));
    console.log(`Calls on ${STORE}, through the API:`);
    return await measure(serverUrl, admin, calls, options);
  } finally {
    const code = await running?.stop();
    running = null;
    if (code) console.error(`server exited with ${code}`);
    await client.end();
  }
}

async function main() {
  const options = readShiftOptions(process.argv.slice(2));
  const started = performance.now();
  console.log(
    `Shift bench: ${options.seconds} s per measurement at ${options.connections.join(' and ')} connections; ` +
      `${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0]?.toFixed(1)} at start.`,
  );
  let rows: ReportRow[];
  if (options.keep) {
    const name = `bench_orders_${options.orders}`;
    const admin = new pg.Client({ connectionString: options.postgresUrl });
    await admin.connect();
    const { rows: existing } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (existing.length === 0) await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(options.postgresUrl);
    url.pathname = `/${name}`;
    rows = await run(url.toString(), options);
  } else {
    rows = await withFreshPostgres(options.postgresUrl, (url) => run(url, options), 'bench_shift');
  }
  console.log('');
  console.log(table(rows));
  console.log('');
  console.log(
    'Latencies in ms of the answers that succeeded; req/s counts them. Load: the 1-minute load average as the ' +
      'measurement ended (2 cores: above 2, other work shared them). No limit column: these calls have no SQL baseline.',
  );
  console.log(
    `Whole run: ${secondsSince(started)}; load average ${os.loadavg()[0]?.toFixed(1)} at the end ` +
      '(the load generator, the server and the database share these cores: figures are noisy when anything else runs).',
  );
}

await main();
