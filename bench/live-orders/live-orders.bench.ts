/**
 * Live orders benchmark: two server processes on one fresh PostgreSQL database. Storefront
 * orders go to instance A at a steady rate while a staff stream listens on instance B; it prints
 * how long an order took from its POST to its 'order:created' message on B, and how many
 * placed orders never showed up there.
 *
 *   npm run bench:live-orders                                # 20 orders/s for 60 s
 *   npm run bench:live-orders -- --rate 40 --seconds 30
 *   npm run bench:live-orders -- --postgres postgres://postgres@127.0.0.1:5432/test
 *   BENCH_DATABASE_URL=postgres://... npm run bench:live-orders
 *
 * A fresh database is created next to the given one and dropped at the end.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { CreateOrderBody, IDEMPOTENCY_HEADER, storefrontRoutes } from '@comanda/contract/storefront';
import { fillPath } from '@comanda/contract/route';
import { withFreshPostgres } from '../../apps/server/src/testing/fresh-postgres';
import { runCli, type ServerInstance, startServer } from './server-processes';
import { StaffSession } from './staff-api';
import { prepareStoreForOrders } from './store-setup';
import { StreamListener } from './stream-listener';

const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';
const STORE = 'centro';
const ADMIN = { email: 'admin@comanda.test', password: 'comanda' };
const WARM_UP_ORDERS = 20;
/** How long after the last answer an event may still arrive before it counts as lost. */
const GRACE_MS = 5_000;
const GOAL_P99_MS = 300;

interface Options {
  postgresUrl: string;
  rate: number;
  seconds: number;
}

interface Placement {
  sentAt: number;
  answeredAt?: number;
  status?: number;
  orderId?: string;
}

function readOptions(argv: string[]): Options {
  const value = (name: string): string | undefined => {
    const index = argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
    if (index < 0) return undefined;
    const arg = argv[index] ?? '';
    if (arg.includes('=')) return arg.slice(arg.indexOf('=') + 1);
    const next = argv[index + 1];
    return next && !next.startsWith('--') ? next : '';
  };
  const positive = (name: string, fallback: number) => {
    const text = value(name);
    if (text === undefined) return fallback;
    const number = Number(text);
    if (!Number.isFinite(number) || number <= 0) throw new Error(`--${name} must be a positive number, got "${text}"`);
    return number;
  };
  return {
    postgresUrl: value('postgres') || process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES,
    rate: positive('rate', 20),
    seconds: positive('seconds', 60),
  };
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A take-away, cash, as-soon-as-possible order of one article: what a customer's phone sends. */
function orderBody(articleId: string, index: number) {
  return CreateOrderBody.parse({
    client: { name: `Cliente ${index}`, phone: '+54 9 11 5555-1234' },
    items: [{ article_id: articleId, toppings: [] }],
    delivery: { method: 'take_away', immediate: true },
    payment: { method: 'cash' },
  });
}

async function placeOrder(a: ServerInstance, articleId: string, index: number, placement: Placement): Promise<void> {
  const body = JSON.stringify(orderBody(articleId, index));
  placement.sentAt = performance.now();
  try {
    const response = await fetch(`${a.url}${fillPath(storefrontRoutes.createOrder.path, { slug: STORE })}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: randomUUID() },
      body,
    });
    placement.answeredAt = performance.now();
    placement.status = response.status;
    const answer = (await response.json()) as { result?: { id: string } };
    if (response.status === 201) placement.orderId = answer.result?.id;
  } catch {
    placement.answeredAt = performance.now();
    placement.status = 0;
  }
}

async function waitUntil(done: () => boolean, ms: number): Promise<void> {
  const deadline = performance.now() + ms;
  while (!done() && performance.now() < deadline) await sleep(20);
}

async function bench(databaseUrl: string, options: Options) {
  await runCli(databaseUrl, ['seed-demo']);
  const servers: ServerInstance[] = [];
  let listener: StreamListener | null = null;
  try {
    servers.push(await startServer('A', databaseUrl), await startServer('B', databaseUrl));
    const [a, b] = servers as [ServerInstance, ServerInstance];
    const adminOnA = await StaffSession.signIn(a.url, ADMIN.email, ADMIN.password, STORE);
    const articleId = await prepareStoreForOrders(a.url, adminOnA);

    const adminOnB = await StaffSession.signIn(b.url, ADMIN.email, ADMIN.password, STORE);
    const arrivals = new Map<string, number>();
    listener = new StreamListener(b.url, adminOnB, (orderId, at) => {
      if (!arrivals.has(orderId)) arrivals.set(orderId, at);
    });
    listener.start();
    await listener.ready;

    // Warm-up: connections, JIT and plans, one order at a time; not counted.
    for (let i = 0; i < WARM_UP_ORDERS; i += 1) {
      const placement: Placement = { sentAt: 0 };
      await placeOrder(a, articleId, -i, placement);
      const id = placement.orderId;
      if (placement.status !== 201 || !id) throw new Error(`warm-up order answered ${placement.status}`);
      await waitUntil(() => arrivals.has(id), GRACE_MS);
    }
    const reconnectsBefore = listener.reconnects;

    const total = Math.round(options.rate * options.seconds);
    const interval = 1000 / options.rate;
    const placements: Placement[] = [];
    const inFlight: Promise<void>[] = [];
    const started = performance.now();
    for (let i = 0; i < total; i += 1) {
      const wait = started + i * interval - performance.now();
      if (wait > 0) await sleep(wait);
      const placement: Placement = { sentAt: 0 };
      placements.push(placement);
      inFlight.push(placeOrder(a, articleId, i, placement));
    }
    await Promise.all(inFlight);
    const sendingMs = performance.now() - started;
    const placed = placements.filter((p) => p.status === 201 && p.orderId);
    await waitUntil(() => placed.every((p) => arrivals.has(p.orderId ?? '')), GRACE_MS);

    const placementMs = placed.map((p) => (p.answeredAt ?? 0) - p.sentAt).sort((x, y) => x - y);
    const eventMs = placed
      .filter((p) => arrivals.has(p.orderId ?? ''))
      .map((p) => (arrivals.get(p.orderId ?? '') ?? 0) - p.sentAt)
      .sort((x, y) => x - y);
    const refused = new Map<number, number>();
    for (const p of placements) if (p.status !== 201) refused.set(p.status ?? 0, (refused.get(p.status ?? 0) ?? 0) + 1);
    return {
      total,
      sendingMs,
      placed: placed.length,
      refused,
      placementMs,
      eventMs,
      lost: placed.length - eventMs.length,
      reconnects: listener.reconnects - reconnectsBefore,
    };
  } finally {
    await listener?.stop();
    for (const server of servers) {
      const code = await server.stop();
      if (code !== 0) console.error(`server ${server.name} exited with ${code}`);
    }
  }
}

const ms = (value: number) => value.toFixed(1).padStart(7);
const row = (label: string, values: number[]) =>
  `${label.padEnd(34)}| ${ms(percentile(values, 50))} | ${ms(percentile(values, 95))} | ${ms(percentile(values, 99))} | ${ms(values.at(-1) ?? Number.NaN)}`;

async function main() {
  const options = readOptions(process.argv.slice(2));
  console.log(
    `Two server processes on a fresh PostgreSQL database; ${options.rate} storefront orders/s for ${options.seconds} s ` +
      `on instance A, one staff stream on instance B (after ${WARM_UP_ORDERS} warm-up orders).`,
  );
  const r = await withFreshPostgres(options.postgresUrl, (url) => bench(url, options));
  console.log('');
  console.log(`${'ms'.padEnd(34)}|     p50 |     p95 |     p99 |     max`);
  console.log(`${'-'.repeat(34)}|---------|---------|---------|--------`);
  console.log(row('placement (POST on A -> 201)', r.placementMs));
  console.log(row("placement -> 'order:created' on B", r.eventMs));
  console.log('');
  const refusals = [...r.refused].map(([status, count]) => `${count} x ${status || 'no answer'}`).join(', ');
  console.log(
    `Orders: ${r.total} sent in ${(r.sendingMs / 1000).toFixed(1)} s, ${r.placed} answered 201` +
      (refusals ? `, refused: ${refusals}` : '') +
      '.',
  );
  console.log(`Events lost (201 without 'order:created' on B within ${GRACE_MS / 1000} s): ${r.lost}. Stream reconnects: ${r.reconnects}.`);
  const p99 = percentile(r.eventMs, 99);
  console.log(`Goal p99 <= ${GOAL_P99_MS} ms and 0 lost: ${p99 <= GOAL_P99_MS && r.lost === 0 ? 'met' : 'NOT met'}.`);
  console.log(`Machine: ${os.cpus().length} cores, Node ${process.version}.`);
  if (r.lost > 0 || r.placed < r.total) process.exitCode = 1;
}

await main();
