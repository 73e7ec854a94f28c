/**
 * Orders at scale (issue 11): generates N orders per store with SQL, starts the real server on
 * them and measures each call of the table through the API, at 1 connection and at 50,
 * next to its limit (the same SQL through pgbench, or in a loop on an in-process PGlite) and
 * the goal. Usage: bench/orders/README.md.
 *
 *   npm run bench:orders
 *   npm run bench:orders -- --keep --seconds 5 --only page-1,detail
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from '../../apps/server/src/db/database';
import { withFreshPostgres } from '../../apps/server/src/testing/fresh-postgres';
import { runCli, type ServerInstance, startServer } from '../live-orders/server-processes';
import { StaffSession } from '../live-orders/staff-api';
import { prepareStoreForOrders } from '../live-orders/store-setup';
import { type Call, pgliteCalls, postgresCalls } from './calls';
import { readFixtures } from './fixtures';
import { generateOrders, type SqlRunner } from './generate-orders';
import { type LoadFigures, load } from './load';
import { type Options, readOptions } from './options';
import { pgbench } from './pgbench';
import { pgliteLoop } from './pglite-loop';
import { readersWhileStaffLists } from './readers';
import { type ReportRow, rowCells, table } from './report';

const STORES = ['centro', 'norte'];
const STORE = 'centro';
const ADMIN = { email: 'admin@comanda.test', password: 'comanda' };
const MANY = 50;
const DEEP_SKIP = 100_000;
const BENCH_ARTICLE_SLUG = 'empanada-de-banco';

const POSTGRES_CALLS = ['page-1', 'page-1-rush', 'page-1-read', 'skip-100000', 'search-rare', 'search-common', 'detail', 'detail-active', 'status-change', 'storefront', 'readers'];
const PGLITE_CALLS = ['pglite-page-1', 'pglite-storefront', 'pglite-readers'];

/** Servers running now: stopped even when a library throws outside any await (uncaught). */
const running = new Set<ServerInstance>();
async function startTracked(name: string, databaseUrl: string, env?: Record<string, string>): Promise<ServerInstance> {
  const server = await startServer(name, databaseUrl, env);
  running.add(server);
  return {
    ...server,
    stop: () => {
      running.delete(server);
      return server.stop();
    },
  };
}
process.once('uncaughtException', (error) => {
  console.error(error);
  void Promise.all([...running].map((server) => server.stop())).finally(() => process.exit(1));
});

const wanted = (options: Options, name: string) => options.only.length === 0 || options.only.includes(name);
const seconds = (ms: number) => `${(ms / 1000).toFixed(0)} s`;

function pgRunner(client: pg.Client): SqlRunner {
  return {
    exec: async (script) => {
      await client.query(script);
    },
    rows: async <T>(query: string) => (await client.query(query)).rows as T[],
  };
}

function pgliteRunner(pglite: PGlite): SqlRunner {
  return {
    exec: async (script) => {
      await pglite.exec(script);
    },
    rows: async <T>(query: string) => (await pglite.query<T>(query)).rows,
  };
}

/** Orders of each demo store beyond the demo's own: generated when fewer than asked. */
async function ensureOrders(db: SqlRunner, orders: number, weeks: number, log: (line: string) => void): Promise<void> {
  for (const slug of STORES) {
    const [row] = await db.rows<{ n: number }>(
      `select count(*)::int as n from orders o join stores s on s.id = o.store_id where s.slug = '${slug}'`,
    );
    const missing = orders - (row?.n ?? 0);
    if (missing <= orders * 0.01) {
      log(`  ${slug}: ${(row?.n ?? 0).toLocaleString('en')} orders already there`);
      continue;
    }
    const took = await generateOrders(db, { storeSlug: slug, orders: missing, weeks });
    log(`  ${slug}: ${missing.toLocaleString('en')} orders generated in ${took.toFixed(1)} s`);
  }
  // A store's table is vacuumed by autovacuum as orders come in (inserts trigger it since
  // PostgreSQL 13); freshly generated rows are not yet, so every index-only scan (the deep
  // page's ids, the searches' matches) would visit the heap for each row until it is.
  const started = performance.now();
  await db.exec('vacuum (analyze)');
  log(`  vacuum and analyze: ${seconds(performance.now() - started)}`);
}

/** The bench's own article (made once; a kept database has it from the run before). */
async function benchArticle(db: SqlRunner, serverUrl: string, admin: StaffSession): Promise<string> {
  const [row] = await db.rows<{ id: string }>(
    `select a.id from articles a join stores s on s.id = a.store_id where s.slug = '${STORE}' and a.slug = '${BENCH_ARTICLE_SLUG}'`,
  );
  return row?.id ?? prepareStoreForOrders(serverUrl, admin);
}

const latestTokenHash = async (db: SqlRunner) =>
  (await db.rows<{ h: string }>('select token_hash as h from accesses order by created_at desc limit 1'))[0]?.h ?? '';

type LimitRunner = (limit: NonNullable<Call['limit']>, connections: number) => Promise<LoadFigures | null>;

/** One call: a short warm-up, then each connection count through the API and, if given, its limit. */
async function measureCall(
  call: Call,
  server: ServerInstance,
  staff: StaffSession,
  options: Options,
  runLimit: LimitRunner | null,
  rows: ReportRow[],
): Promise<void> {
  await staff.renew(server.url);
  await load(server.url, { connections: 1, seconds: 1, next: () => call.next(staff.headers), okStatus: call.okStatus });
  for (const measure of call.measures) {
    // An access lasts 5 minutes: a fresh one for every measurement.
    await staff.renew(server.url);
    const beside = call.during?.(server.url);
    const api = await load(server.url, {
      connections: measure.connections,
      seconds: options.seconds,
      next: () => call.next(staff.headers),
      okStatus: call.okStatus,
    });
    const besideDone = await beside?.stop();
    const loadAverage = os.loadavg()[0];
    const limit =
      call.limit && runLimit
        ? await runLimit(call.limit, measure.connections).catch((error: unknown) => {
            console.error(`  limit of ${call.name} failed: ${error instanceof Error ? error.message : String(error)}`);
            return null;
          })
        : null;
    const label = besideDone ? `${call.label} (${besideDone})` : call.label;
    const row: ReportRow = { label, connections: measure.connections, api, limit, goal: measure.goal, loadAverage };
    rows.push(row);
    console.log(`  ${rowCells(row).join(' | ')}`);
  }
}

async function postgresPhase(options: Options, rows: ReportRow[]): Promise<void> {
  const calls = POSTGRES_CALLS.filter((name) => wanted(options, name));
  if (calls.length === 0) return;
  const work = async (databaseUrl: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const db = pgRunner(client);
    let server: ServerInstance | null = null;
    try {
      const [stores] = await db.rows<{ n: number }>(
        `select count(*)::int as n from information_schema.tables where table_name = 'stores'`,
      );
      if (!stores?.n) await runCli(databaseUrl, ['seed-demo']);
      else {
        const [demo] = await db.rows<{ n: number }>(`select count(*)::int as n from stores where slug = '${STORE}'`);
        if (!demo?.n) await runCli(databaseUrl, ['seed-demo']);
      }
      console.log(`PostgreSQL: ${options.orders.toLocaleString('en')} orders in each of ${STORES.join(' and ')}`);
      await ensureOrders(db, options.orders, options.weeks, (line) => console.log(line));
      server = await startTracked('orders', databaseUrl);
      const admin = await StaffSession.signIn(server.url, ADMIN.email, ADMIN.password, STORE);
      const articleId = await benchArticle(db, server.url, admin);
      const fixtures = await readFixtures(db, STORE, DEEP_SKIP);
      const runLimit: LimitRunner = async ({ file, variables, prepared }, connections) =>
        pgbench(databaseUrl, file, { ...variables, token_hash: await latestTokenHash(db) }, {
          connections,
          seconds: options.seconds,
          protocol: prepared ? 'prepared' : 'extended',
        });
      console.log(`Calls on ${STORE} (${fixtures.orders.toLocaleString('en')} orders): API | limit through pgbench`);
      for (const call of postgresCalls(fixtures, articleId, await latestTokenHash(db), MANY)) {
        if (calls.includes(call.name)) await measureCall(call, server, admin, options, runLimit, rows);
      }
      if (calls.includes('readers')) {
        await admin.renew(server.url);
        rows.push(await readersWhileStaffLists(server.url, admin, STORE, options.seconds, 'PostgreSQL'));
        console.log(`  ${rowCells(rows.at(-1) as ReportRow).join(' | ')}`);
      }
    } finally {
      const code = await server?.stop();
      if (code) console.error(`server exited with ${code}`);
      await client.end();
    }
  };
  if (!options.keep) return withFreshPostgres(options.postgresUrl, work, 'bench_orders');
  const url = new URL(options.postgresUrl);
  url.pathname = `/bench_orders_${options.orders}`;
  const admin = new pg.Client({ connectionString: options.postgresUrl });
  await admin.connect();
  const { rows: existing } = await admin.query('select 1 from pg_database where datname = $1', [`bench_orders_${options.orders}`]);
  if (existing.length === 0) await admin.query(`create database bench_orders_${options.orders}`);
  await admin.end();
  return work(url.toString());
}

async function pglitePhase(options: Options, rows: ReportRow[]): Promise<void> {
  const calls = PGLITE_CALLS.filter((name) => wanted(options, name));
  if (calls.length === 0) return;
  const dataDir = options.keep
    ? path.join(os.tmpdir(), `comanda-bench-orders-pglite-${options.pgliteOrders}`)
    : await fs.mkdtemp(path.join(os.tmpdir(), 'comanda-bench-orders-pglite-'));
  const env = { DATABASE_URL: '', DATA_DIR: dataDir };
  const open = () => createPglite(path.join(dataDir, 'pglite'));
  try {
    console.log(`PGlite: ${options.pgliteOrders.toLocaleString('en')} orders in each of ${STORES.join(' and ')}`);
    await runCli('', ['seed-demo'], env);
    let pglite = await open();
    const fixtures = await (async () => {
      try {
        await ensureOrders(pgliteRunner(pglite), options.pgliteOrders, options.weeks, (line) => console.log(line));
        return await readFixtures(pgliteRunner(pglite), STORE, DEEP_SKIP);
      } finally {
        await pglite.close();
      }
    })();
    const server = await startTracked('pglite', '', env);
    const apiRows: Array<{ call: Call; row: ReportRow }> = [];
    let pgliteCallList: Call[] = [];
    try {
      const admin = await StaffSession.signIn(server.url, ADMIN.email, ADMIN.password, STORE);
      const articleId = await (async () => {
        // The server holds the folder: ask it (the article list) rather than the database.
        const answer = await fetch(`${server.url}/v1/backoffice/catalogue/articles?query=${BENCH_ARTICLE_SLUG}`, { headers: admin.headers });
        const list = (await answer.json()) as { result?: { data?: Array<{ id: string; slug: string }> } };
        return list.result?.data?.find((article) => article.slug === BENCH_ARTICLE_SLUG)?.id ?? prepareStoreForOrders(server.url, admin);
      })();
      pgliteCallList = pgliteCalls(fixtures, articleId, '', MANY);
      console.log(`Calls on PGlite ${STORE} (${fixtures.orders.toLocaleString('en')} orders): API (the limit follows, once the server stopped)`);
      for (const call of pgliteCallList) {
        if (!calls.includes(call.name)) continue;
        const before = rows.length;
        await measureCall(call, server, admin, options, null, rows);
        for (const row of rows.slice(before)) apiRows.push({ call, row });
      }
      if (calls.includes('pglite-readers')) {
        await admin.renew(server.url);
        rows.push(await readersWhileStaffLists(server.url, admin, STORE, options.seconds, 'PGlite'));
        console.log(`  ${rowCells(rows.at(-1) as ReportRow).join(' | ')}`);
      }
      await admin.renew(server.url);
    } finally {
      const code = await server.stop();
      if (code) console.error(`PGlite server exited with ${code}`);
    }
    // The limit: the same scripts in a loop on the folder, now that the server let it go.
    pglite = await open();
    try {
      const tokenHash = await latestTokenHash(pgliteRunner(pglite));
      for (const { call, row } of apiRows) {
        if (!call.limit) continue;
        row.limit = await pgliteLoop(pglite, call.limit.file, { ...call.limit.variables, token_hash: tokenHash }, options.seconds);
        row.limitLabel = 'one in-process connection';
        console.log(`  ${rowCells(row).join(' | ')}`);
      }
    } finally {
      await pglite.close();
    }
  } finally {
    if (!options.keep) await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  const started = performance.now();
  const rows: ReportRow[] = [];
  console.log(
    `Orders bench: ${options.seconds} s per measurement, ${MANY} connections for 'many'; ` +
      `${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0]?.toFixed(1)} at start.`,
  );
  await postgresPhase(options, rows);
  await pglitePhase(options, rows);
  console.log('');
  console.log(table(rows));
  console.log('');
  console.log(
    'Latencies in ms of the answers that succeeded; req/s counts them. Limit: the same SQL (sql/*.sql) through pgbench ' +
      'on PostgreSQL at the same connection count, or in a loop on an in-process PGlite. Gap: API p50 / limit p50 at 1 connection, ' +
      'limit tx/s / API req/s at more. Load: the 1-minute load average as the API measurement ended (2 cores: above 2, other work shared them).',
  );
  console.log(
    `Whole run: ${seconds(performance.now() - started)}; load average ${os.loadavg()[0]?.toFixed(1)} at the end ` +
      '(the load generator, the server and the database share these cores: figures are noisy when anything else runs).',
  );
}

await main();
