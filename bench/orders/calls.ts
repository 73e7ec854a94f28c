import { randomUUID } from 'node:crypto';
import type { AutocannonRequest } from 'autocannon';
import { IDEMPOTENCY_HEADER } from '@comanda/contract/storefront';
import { DEFAULT_ANSWER_CACHE_LIMITS } from '../../apps/server/src/http/store-answer-cache';
import type { LoadFigures } from './load';
import { fold, type Fixtures } from './fixtures';
import type { SqlVariables } from './pgbench';

/** A figure set against its goal from the issue; `met` reads the API's figures (and the limit's). */
export interface Goal {
  text: string;
  met(api: LoadFigures, limit: LoadFigures | null): boolean;
}

export interface Measure {
  connections: number;
  goal?: Goal;
}

/** One call of the table: its request, the connection counts it is measured at, its limit SQL. */
export interface Call {
  name: string;
  label: string;
  measures: Measure[];
  /** Answers counted as done (201 for a placed order); any 2xx by default. */
  okStatus?: number;
  /** The next request; `headers` are the staff member's current ones. */
  next(headers: Record<string, string>): AutocannonRequest;
  /**
   * sql/<file> and its variables, for pgbench and the PGlite loop; none when there is no limit.
   * `prepared`: pgbench sends the statements by name, as the app does for this call's.
   */
  limit?: { file: string; variables: SqlVariables; prepared?: boolean };
  /** Work running beside the measurement (orders arriving); `stop` ends it and says what it did. */
  during?: (baseUrl: string) => { stop(): Promise<string> };
}

const p95AtMost = (ms: number): Goal => ({ text: `p95 <= ${ms} ms`, met: (api) => api.p95 <= ms });
const p99AtMost = (ms: number): Goal => ({ text: `p99 <= ${ms / 1000} s`, met: (api) => api.p99 <= ms });
const atLeast = (perSecond: number, unit = 'req/s'): Goal => ({
  text: `>= ${perSecond.toLocaleString('en')} ${unit}`,
  met: (api) => api.perSecond >= perSecond,
});
const withinOfLimit = (factor: number): Goal => ({
  text: `within ${factor}x of limit`,
  met: (api, limit) => limit !== null && api.perSecond * factor >= limit.perSecond,
});
const both = (a: Goal, b: Goal): Goal => ({ text: `${a.text}, ${b.text}`, met: (api, limit) => a.met(api, limit) && b.met(api, limit) });

const ORDERS = '/v1/backoffice/orders';
const get = (path: string, headers: Record<string, string>): AutocannonRequest => ({ method: 'GET', path, headers });

/*
 * The order list and detail are kept per store event number (decision 021): a call repeated
 * with the same key while nothing changes is answered from memory. To measure the database's
 * work, a call cycles through twice as many keys as a store keeps answers, so each one misses.
 */
export const FRESH_KEYS = 2 * DEFAULT_ANSWER_CACHE_LIMITS.answersPerStore;
const ACTIVE_ORDERS = 30;
export function counter(): () => number {
  let index = 0;
  return () => index++ % FRESH_KEYS;
}

/** `text` with its letters upper- or lower-cased by the bits of `mix`. */
function capitalsMix(text: string, mix: number): string {
  let bit = 0;
  return [...text]
    .map((char) => {
      if (char.toLowerCase() === char.toUpperCase()) return char;
      const upper = (mix >> bit++) & 1;
      return upper ? char.toUpperCase() : char.toLowerCase();
    })
    .join('');
}

/** Storefront orders at `perSecond`, one at a time, while a measurement runs (a rush's arrivals). */
function ordersArriving(slug: string, articleId: string, perSecond: number) {
  return (baseUrl: string) => {
    let placed = 0;
    let failed = 0;
    const timer = setInterval(() => {
      const order = storefrontOrder(slug, articleId);
      void fetch(`${baseUrl}${order.path}`, { method: 'POST', headers: order.headers, body: order.body as string })
        .then(async (response) => {
          await response.arrayBuffer();
          if (response.status === 201) placed += 1;
          else failed += 1;
        })
        .catch(() => (failed += 1));
    }, 1000 / perSecond);
    return {
      stop: async () => {
        clearInterval(timer);
        return `${placed} orders placed meanwhile${failed ? `, ${failed} failed` : ''}`;
      },
    };
  };
}

/** Round robin over a list. */
function cycle<T>(items: readonly T[]): () => T {
  let index = 0;
  return () => items[index++ % items.length] as T;
}

/** A take-away, cash, immediate order of the bench's article, from a random Buenos Aires mobile. */
export function storefrontOrder(slug: string, articleId: string): AutocannonRequest {
  const phone = `+54 9 11 4${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  return {
    method: 'POST',
    path: `/v1/stores/${slug}/orders`,
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: randomUUID() },
    body: JSON.stringify({
      client: { name: 'Cliente de banco', phone },
      items: [{ article_id: articleId, toppings: [] }],
      delivery: { method: 'take_away', immediate: true },
      payment: { method: 'cash' },
    }),
  };
}

/** The variables every limit script reads. */
export function limitVariables(f: Fixtures, tokenHash: string): SqlVariables {
  return {
    store: f.storeId,
    token_hash: tokenHash,
    user_id: f.adminUserId,
    first_number: 1,
    last_number: f.lastNumber,
    cursor_at: f.cursorAt,
    cursor_id: f.cursorId,
  };
}

/** The staff calls on PostgreSQL, in the issue's order. */
export function postgresCalls(f: Fixtures, articleId: string, tokenHash: string, many: number): Call[] {
  const variables = limitVariables(f, tokenHash);
  const detailId = cycle(f.detailIds);
  // A rush's screens keep opening the few dozen orders in progress.
  const activeId = cycle(f.detailIds.slice(0, ACTIVE_ORDERS));
  const statusId = cycle(f.statusIds);
  // Each order of the status pool flips between two statuses, so every change writes a row.
  const flipped = new Map<string, boolean>();
  const pageKey = counter();
  const deepKey = counter();
  const rareKey = counter();
  const commonKey = counter();
  return [
    {
      name: 'page-1',
      label: 'orders page 1, kept (no change meanwhile)',
      measures: [
        { connections: 1, goal: p95AtMost(10) },
        { connections: many, goal: atLeast(1000) },
      ],
      next: (headers) => get(ORDERS, headers),
      limit: { file: 'page-1.sql', variables },
    },
    {
      name: 'page-1-rush',
      label: 'orders page 1 while 10 orders/s arrive',
      measures: [{ connections: 1 }, { connections: many, goal: atLeast(1000) }],
      next: (headers) => get(ORDERS, headers),
      during: ordersArriving(f.storeSlug, articleId, 10),
      limit: { file: 'page-1.sql', variables },
    },
    {
      name: 'page-1-read',
      label: `orders page 1 read each time (skip 0 to ${FRESH_KEYS - 1})`,
      measures: [{ connections: 1, goal: p95AtMost(10) }, { connections: many }],
      next: (headers) => get(`${ORDERS}?skip=${pageKey()}`, headers),
      limit: { file: 'page-1.sql', variables },
    },
    {
      name: 'skip-100000',
      label: `page at skip=${f.deepSkip} (+0 to ${FRESH_KEYS - 1}, read each time)`,
      measures: [{ connections: 1, goal: p95AtMost(15) }, { connections: many }],
      next: (headers) => get(`${ORDERS}?skip=${f.deepSkip + deepKey()}`, headers),
      limit: { file: 'skip-100000.sql', variables },
    },
    {
      name: 'search-rare',
      label: `search a phone (${f.rareHits} hits, read each time)`,
      measures: [{ connections: 1, goal: p95AtMost(25) }, { connections: many }],
      // Past the hits the page is empty, but the search and its count run the same.
      next: (headers) => get(`${ORDERS}?query=${encodeURIComponent(f.rarePhone)}&skip=${rareKey()}`, headers),
      limit: { file: 'search-rare.sql', variables: { ...variables, pattern: `%${f.rarePhone}%` } },
    },
    {
      name: 'search-common',
      label: `search '${f.commonName}' (${f.commonHits} hits, read each time: capitals mixed)`,
      measures: [{ connections: 1, goal: p95AtMost(40) }, { connections: many }],
      // The first page, the name spelt in another mix of capitals each time: the search folds
      // case, so every request does the same work under a key of its own.
      next: (headers) => get(`${ORDERS}?query=${encodeURIComponent(capitalsMix(f.commonName, commonKey()))}`, headers),
      limit: { file: 'search-common.sql', variables: { ...variables, pattern: `%${fold(f.commonName)}%` } },
    },
    {
      name: 'detail',
      label: `order detail (${f.detailIds.length.toLocaleString('en')} orders in turn, read each time)`,
      measures: [{ connections: 1 }, { connections: many, goal: both(atLeast(1000), withinOfLimit(1.5)) }],
      next: (headers) => get(`${ORDERS}/${detailId()}`, headers),
      // The guard's lookup and the detail's read are both kept prepared by the app.
      limit: { file: 'detail.sql', variables, prepared: true },
    },
    {
      name: 'detail-active',
      label: `order detail (${ACTIVE_ORDERS} orders in turn, kept)`,
      measures: [{ connections: many, goal: both(atLeast(1000), withinOfLimit(1.5)) }],
      next: (headers) => get(`${ORDERS}/${activeId()}`, headers),
      limit: { file: 'detail.sql', variables, prepared: true },
    },
    {
      name: 'status-change',
      label: 'status change',
      measures: [{ connections: 1 }, { connections: many, goal: withinOfLimit(1.5) }],
      next: (headers) => {
        const id = statusId();
        const on = !flipped.get(id);
        flipped.set(id, on);
        return {
          method: 'PUT',
          path: `${ORDERS}/${id}/status`,
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ status: on ? 'preparation_in_process' : 'preparation_completed' }),
        };
      },
      limit: { file: 'status-change.sql', variables },
    },
    {
      name: 'storefront',
      label: 'storefront order',
      measures: [{ connections: 10, goal: atLeast(300, 'orders/s') }],
      okStatus: 201,
      next: () => storefrontOrder(f.storeSlug, articleId),
      limit: { file: 'storefront-order.sql', variables: { ...variables, article_id: articleId }, prepared: true },
    },
  ];
}

/** The calls on PGlite (the limit is the same script in a loop on an in-process PGlite). */
export function pgliteCalls(f: Fixtures, articleId: string, tokenHash: string, many: number): Call[] {
  const variables = limitVariables(f, tokenHash);
  const pageKey = counter();
  return [
    {
      name: 'pglite-page-1',
      label: `PGlite orders page 1 (${f.orders.toLocaleString('en')} orders; skip 0 to ${FRESH_KEYS - 1}, read each time)`,
      measures: [
        { connections: 1, goal: p95AtMost(15) },
        { connections: many, goal: p99AtMost(2000) },
      ],
      next: (headers) => get(`${ORDERS}?skip=${pageKey()}`, headers),
      limit: { file: 'page-1.sql', variables },
    },
    {
      name: 'pglite-storefront',
      label: 'PGlite storefront order',
      measures: [{ connections: many, goal: p99AtMost(2000) }],
      okStatus: 201,
      next: () => storefrontOrder(f.storeSlug, articleId),
      limit: { file: 'storefront-order.sql', variables: { ...variables, article_id: articleId } },
    },
  ];
}
