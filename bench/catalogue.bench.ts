/**
 * Catalogue list benchmark: 5,000 articles in one fresh store, then timed back-office calls
 * through the whole app (guard, validation, SQL, answer) with an admin access token.
 *
 *   npm run bench:catalogue                                 # embedded PGlite only
 *   npm run bench:catalogue -- --postgres                   # also postgres://postgres@127.0.0.1:5432/test
 *   BENCH_DATABASE_URL=postgres://... npm run bench:catalogue
 *
 * On PostgreSQL a fresh database is created next to the given one and dropped at the end.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { articleRoutes } from '@comanda/contract/catalogue/articles';
import { buildApp } from '../apps/server/src/app';
import { readConfig } from '../apps/server/src/config';
import { type Database, openDatabase } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { createStore, staffAccess } from '../apps/server/src/testing/fixtures';
import { withFreshPostgres } from '../apps/server/src/testing/fresh-postgres';

const ARTICLES = 5_000;
const TOPPINGS = 12;
const REQUESTS = 200;
const WARM_UP = 20;
const SEARCH_WORD = 'napolitana';
const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

const dishes = ['Pizza', 'Empanada', 'Hamburguesa', 'Milanesa', 'Tarta', 'Sándwich', 'Ensalada', 'Lomito', 'Canelones', 'Ravioles', 'Ñoquis'];
const styles = ['de la casa', 'especial', 'completa', 'clásica', 'rústica', 'criolla', 'al verdeo', 'veggie', 'picante', 'de campo', 'gratinada', SEARCH_WORD];

interface Figures {
  label: string;
  rows: number;
  count: number;
  p50: number;
  p95: number;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** 5,000 articles (one in 12 "napolitana"), two topping refs each, in multi-row inserts. */
async function loadArticles(database: Database, storeId: string): Promise<void> {
  const db = database.db;
  const toppingIds = Array.from({ length: TOPPINGS }, () => randomUUID());
  await db
    .insertInto('toppings')
    .values(toppingIds.map((id, i) => ({ id, store_id: storeId, name: `Topping ${i}`, description: '' })))
    .execute();
  const start = Date.now() - ARTICLES * 1000;
  const chunk = 500;
  for (let offset = 0; offset < ARTICLES; offset += chunk) {
    const articles = Array.from({ length: Math.min(chunk, ARTICLES - offset) }, (_, j) => {
      const i = offset + j;
      const cents = 150_000 + ((i * 7919) % 2_000_000);
      return {
        id: randomUUID(),
        store_id: storeId,
        name: `${dishes[i % dishes.length]} ${styles[i % styles.length]} ${i}`,
        slug: `articulo-${i}`,
        description: 'Con papas fritas o ensalada a elección',
        images_url: JSON.stringify([`/v1/static/files/${randomUUID()}.png`]),
        currency: 'ARS' as const,
        price_import: (cents / 100).toFixed(2),
        price_discount: '0.00',
        price_total: (cents / 100).toFixed(2),
        created_at: new Date(start + i * 1000),
      };
    });
    await db.insertInto('articles').values(articles).execute();
    await db
      .insertInto('article_toppings')
      .values(
        articles.flatMap((article, j) =>
          [0, 1].map((position) => ({
            article_id: article.id,
            topping_id: toppingIds[(j + position * 5) % TOPPINGS] ?? '',
            store_id: storeId,
            position,
            min: 0,
            max: 2,
          })),
        ),
      )
      .execute();
  }
  await database.exec('analyze');
}

async function measure(
  app: FastifyInstance,
  headers: Record<string, string>,
  label: string,
  query: Record<string, string>,
): Promise<Figures> {
  const call = () => app.inject({ method: 'GET', url: articleRoutes.list.path, query, headers });
  let last = await call();
  for (let i = 0; i < WARM_UP; i++) last = await call();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    last = await call();
    times.push(performance.now() - started);
    if (last.statusCode !== 200) throw new Error(`${label}: ${last.statusCode} ${last.body}`);
  }
  times.sort((a, b) => a - b);
  const body = articleRoutes.list.response.parse((last.json() as { result: unknown }).result);
  return { label, rows: body.data.length, count: body.count, p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function benchOn(kind: string, database: Database): Promise<Array<Figures & { database: string; load: number }>> {
  await migrate(database);
  const config = readConfig({ DATA_DIR: path.join(os.tmpdir(), `comanda-bench-${randomUUID()}`), LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, serveWebApp: false });
  try {
    const store = await createStore(database.db, { slug: `bench-${randomUUID().slice(0, 8)}` });
    const admin = await staffAccess({ app, database }, { storeId: store.id, role: 'admin' });
    const loadStarted = performance.now();
    await loadArticles(database, store.id);
    const load = performance.now() - loadStarted;
    const results = [
      await measure(app, admin.headers, 'list page (limit 20, default order)', { limit: '20' }),
      await measure(app, admin.headers, 'list page 50 (skip 980)', { limit: '20', skip: '980' }),
      await measure(app, admin.headers, 'list by name (name__ASC)', { limit: '20', order: 'name__ASC' }),
      await measure(app, admin.headers, `search "${SEARCH_WORD}" (limit 20)`, { limit: '20', query: SEARCH_WORD }),
    ];
    return results.map((figures) => ({ ...figures, database: kind, load }));
  } finally {
    await app.close();
    await database.close();
  }
}

function postgresUrl(argv: string[]): string | null {
  const flag = argv.findIndex((arg) => arg === '--postgres' || arg.startsWith('--postgres='));
  if (flag >= 0) {
    const arg = argv[flag] ?? '';
    if (arg.includes('=')) return arg.slice(arg.indexOf('=') + 1);
    const next = argv[flag + 1];
    return next && !next.startsWith('--') ? next : DEFAULT_POSTGRES;
  }
  return process.env.BENCH_DATABASE_URL || null;
}

const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number, width: number) => value.toFixed(1).padStart(width);

async function main() {
  const results: Array<Figures & { database: string; load: number }> = [];
  console.log(`Loading ${ARTICLES.toLocaleString('en')} articles into a fresh store; ${REQUESTS} requests per call after ${WARM_UP} to warm up.`);
  results.push(...(await benchOn('PGlite', await openDatabase({ dataDir: null }))));
  const pgUrl = postgresUrl(process.argv.slice(2));
  if (pgUrl) {
    results.push(
      ...(await withFreshPostgres(pgUrl, async (url) => benchOn('PostgreSQL', await openDatabase({ databaseUrl: url, dataDir: null })))),
    );
  }
  console.log('');
  console.log(`${pad('database', 11)}| ${pad('call', 38)}| ${'rows'.padStart(4)} | ${'count'.padStart(5)} | ${'p50 ms'.padStart(7)} | ${'p95 ms'.padStart(7)}`);
  console.log(`${'-'.repeat(11)}|${'-'.repeat(39)}|------|-------|---------|--------`);
  for (const r of results) {
    console.log(`${pad(r.database, 11)}| ${pad(r.label, 38)}| ${String(r.rows).padStart(4)} | ${String(r.count).padStart(5)} | ${num(r.p50, 7)} | ${num(r.p95, 7)}`);
  }
  for (const kind of new Set(results.map((r) => r.database))) {
    const load = results.find((r) => r.database === kind)?.load ?? 0;
    console.log(`${kind}: loaded ${ARTICLES} articles (+${ARTICLES * 2} topping refs) in ${(load / 1000).toFixed(2)} s`);
  }
  console.log(`Machine: ${os.cpus().length} cores, Node ${process.version}.`);
}

await main();
