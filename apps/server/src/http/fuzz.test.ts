import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRoutes } from '@comanda/contract/auth';
import { eventRoutes } from '@comanda/contract/events';
import { storeInfoRoutes } from '@comanda/contract/store/info';
import { articleRoutes } from '@comanda/contract/catalogue/articles';
import { orderRoutes } from '@comanda/contract/orders';
import { storefrontRoutes } from '@comanda/contract/storefront';
import { turnRoutes } from '@comanda/contract/turn';
import { listenOnLoopback } from '../testing/events-kit';
import type { StaffFixture } from '../testing/fixtures';
import { createStorefrontWorld, orderBody, postOrder, putCoupon, putStock, type StorefrontWorld } from '../testing/storefront-kit';
import type { TestApp } from '../testing/test-app';
import {
  describeRequest,
  type FuzzExample,
  type FuzzOperation,
  type FuzzRequest,
  operationsOf,
  requestsFor,
} from './fuzz/fuzz-requests';
import type { KnownValues } from './fuzz/fuzz-values';
import { lastEventIdValues, rawRequestStatus } from './fuzz/raw-http';
import { buildOpenApiDocument } from './openapi-document';
import { hasUnsafeText } from './text-input';

/**
 * Walks the OpenAPI document and sends every call a few hundred generated requests, as an admin
 * with an access to a store ready to sell: well-formed ones and ones with NUL bytes, lone surrogates, huge and negative
 * numbers, wrong types, long texts, arrays for objects and dropped fields. Any 5xx fails the test
 * and prints the request (fast-check shrinks it first). The seed is fixed, so CI runs the same
 * requests every time; FUZZ_SEED and FUZZ_RUNS explore further by hand.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_240_612);
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
// A call without path, query or body has only its headers to vary: fewer requests say as much.
const RUNS_WITHOUT_INPUT = Math.ceil(RUNS / 4);

const STREAM_PATH = eventRoutes.stream.path;
const SIGN_OUT = `POST ${authRoutes.signOut.path}`;
// The storefront goes first, while the settings still let the store sell (the fuzzed settings
// calls may close it); closing the turn and signing out go last, so that every other call runs
// with the turn open and the admin signed in.
const ENDING = [`PUT ${turnRoutes.close.path}`, SIGN_OUT];
const rank = (operation: FuzzOperation) =>
  operation.path.startsWith('/v1/stores/') ? -1 : ENDING.indexOf(label(operation)) + 1;

const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');
const label = (operation: FuzzOperation) => `${operation.method} ${operation.path}`;
/** A stable seed per call, so adding a route does not change the requests of the others. */
const seedOf = (text: string) => [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, SEED);

// The document as the server builds it; the test reads /v1/openapi.json too, and checks they agree.
const operations = operationsOf(buildOpenApiDocument(() => false))
  .filter((operation) => operation.path !== openApiPath(STREAM_PATH))
  .sort((a, b) => rank(a) - rank(b));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every uuid and every `phone` in an answer: values the fuzzer reuses to reach existing rows. */
function harvest(value: unknown, ids: Set<string>, phones: Set<string>, key = ''): void {
  if (typeof value === 'string') {
    if (UUID.test(value)) ids.add(value);
    if (key === 'phone') phones.add(value);
  } else if (Array.isArray(value)) value.forEach((item) => harvest(item, ids, phones, key));
  else if (value !== null && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) harvest(item, ids, phones, name);
  }
}

const pathParameterNames = (operation: FuzzOperation) =>
  operation.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);

describe('API fuzz over the OpenAPI document (no 5xx)', () => {
  let w: StorefrontWorld;
  let t: TestApp;
  let admin: StaffFixture;
  let known: KnownValues;
  const examples = new Map<string, FuzzExample[]>();
  let requestCount = 0;
  /** Answers by call and status; FUZZ_STATS=1 prints them, to see how deep the requests reach. */
  const statuses = new Map<string, Map<number, number>>();

  beforeAll(async () => {
    // A store ready to sell (catalogue, settings, open turn), a coupon, stock and a few orders.
    w = await createStorefrontWorld('fuzz');
    ({ t, admin } = w);
    await putCoupon(w, { code: 'FUZZ10', discount_percent: 10 });
    await putStock(w, 50, [{ id: w.ids.pizza, type: 'article' }]);
    for (const method of ['take_away', 'take_away', 'shipment'] as const) {
      const delivery =
        method === 'shipment'
          ? { method, immediate: true, location: { city: 'CABA', address_one: 'Peru 100', address_two: '', indications: '' } }
          : { method, immediate: true };
      const res = await postOrder(w, orderBody(w, { delivery, items: [{ article_id: w.ids.pizza, toppings: [] }, { article_id: w.ids.empanada, toppings: [] }] }));
      expect(res.statusCode, res.body).toBe(201);
    }

    const served = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(operationsOf(served.json()).map(label).sort()).toEqual(
      [...operations.map(label), `GET ${openApiPath(STREAM_PATH)}`].sort(),
    );

    // Every list and every parameterless read: their ids (by list, for the list's own /{id}).
    const ids = new Set<string>();
    const phones = new Set<string>();
    const idsByList = new Map<string, string[]>();
    for (const operation of operations) {
      if (operation.method !== 'GET' || pathParameterNames(operation).length > 0) continue;
      const res = await t.app.inject({ method: 'GET', url: `${operation.path}?limit=100`, headers: admin.headers });
      if (res.statusCode !== 200) continue;
      const { result } = res.json() as { result: unknown };
      harvest(result, ids, phones);
      const data = (result as { data?: Array<{ id?: unknown }> }).data;
      if (Array.isArray(data)) idsByList.set(operation.path, data.map((row) => String(row.id)));
    }
    ids.add(admin.deviceId);
    const orderIds = idsByList.get(orderRoutes.list.path) ?? [];
    const sortedIds = [...ids].sort();
    known = {
      ids: sortedIds,
      byName: {
        slug: [w.slug],
        phone: [...phones].sort(),
        // Every list sorts by these (the others differ by list); pickers ask for names by ids.
        order: ['id__ASC', 'created_at__DESC', 'created_at__ASC,id__DESC'],
        ids: [sortedIds.slice(0, 3).join(','), sortedIds.slice(3, 4).join(',')],
        // The account limit then blocks most attempts before their (slow on purpose) password check.
        username: [admin.user.email ?? ''],
      },
    };

    // Examples: path parameters of existing rows, and what a GET of the same path answers as the
    // body of its PUT (a body that would be saved as it is).
    for (const operation of operations) {
      const names = pathParameterNames(operation);
      const listIds = [...idsByList].find(([list]) => operation.path.startsWith(`${list}/`))?.[1];
      const valuesOf = (name: string): readonly string[] | undefined =>
        name === 'slug' ? [w.slug] : name === 'orderId' ? orderIds : name === 'deviceId' ? [admin.deviceId] : listIds;
      const choices = names.map((name) => valuesOf(name) ?? []);
      const count = Math.min(4, ...choices.map((values) => values.length));
      const paramSets = names.length === 0 ? [undefined] : Array.from({ length: count }, (_, index) =>
        Object.fromEntries(names.map((name, at) => [name, choices[at]?.[index] ?? ''])));
      const found: FuzzExample[] = [];
      for (const params of paramSets) {
        const example: FuzzExample = params ? { params } : {};
        const twin = operation.method === 'PUT' && operations.some((other) => other.method === 'GET' && other.path === operation.path);
        if (twin) {
          const url = operation.path.replace(/\{([A-Za-z_]+)\}/g, (_, name: string) => params?.[name] ?? '');
          const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
          if (res.statusCode === 200) example.body = (res.json() as { result: unknown }).result;
        }
        if (params || 'body' in example) found.push(example);
      }
      if (label(operation) === `POST ${openApiPath(storefrontRoutes.createOrder.path)}`) {
        found.push({ params: { slug: w.slug }, body: orderBody(w) });
      }
      examples.set(label(operation), found);
    }
  }, 120_000);
  afterAll(async () => {
    if (process.env.FUZZ_STATS) {
      for (const [name, counts] of statuses) console.log(name, JSON.stringify(Object.fromEntries(counts)));
    }
    await t?.close();
  });

  async function send(request: FuzzRequest) {
    requestCount += 1;
    // Each request from its own address: the per-address limits would otherwise answer 429 to
    // most of them and the fuzzer would stop reaching the code behind.
    const n = requestCount;
    return t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      payload: request.payload,
      remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    });
  }

  it('knows rows of the store to aim at', () => {
    expect(known.ids.length).toBeGreaterThan(10);
    expect(known.byName.phone?.length).toBeGreaterThan(0);
    expect(examples.get(`PUT ${openApiPath(articleRoutes.save.path)}`)?.some((example) => example.body)).toBe(true);
  });

  it.each(operations.map((operation) => [label(operation), operation] as const))(
    '%s answers no 5xx',
    async (name, operation) => {
      const requests = requestsFor(operation, known, admin.headers, examples.get(name)).map((request) =>
        Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) }),
      );
      await fc.assert(
        fc.asyncProperty(requests, async (request) => {
          const res = await send(request);
          const counts = statuses.get(name) ?? new Map<number, number>();
          statuses.set(name, counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1));
          if (res.statusCode >= 500) {
            throw new Error(`answered ${res.statusCode} ${res.body.slice(0, 300)}\n${describeRequest(request)}`);
          }
        }),
        { seed: seedOf(name), numRuns: operation.parameters.length > 0 || operation.requestBody ? RUNS : RUNS_WITHOUT_INPUT },
      );
      // A call that ended the admin's session or device would leave the next calls only 401s.
      if (name !== SIGN_OUT) {
        const still = await t.app.inject({ method: 'GET', url: storeInfoRoutes.get.path, headers: admin.headers });
        expect(still.statusCode, `${name} left the admin signed out`).toBe(200);
      }
    },
    120_000,
  );

  it(`the stream's Last-Event-ID header answers no 5xx, sent over real HTTP`, async () => {
    const baseUrl = await listenOnLoopback(t.app);
    await fc.assert(
      fc.asyncProperty(lastEventIdValues, async ({ text, bytes, shown }) => {
        const status = await rawRequestStatus(baseUrl, STREAM_PATH, { ...admin.headers }, { 'last-event-id': bytes });
        if (status >= 500) throw new Error(`answered ${status} to Last-Event-ID ${shown}`);
        // In process, the text itself arrives (no HTTP parser in between); the input rule refuses
        // it before the stream opens, so the call returns.
        if (hasUnsafeText(text)) {
          const res = await t.app.inject({
            method: 'GET',
            url: STREAM_PATH,
            headers: { ...admin.headers, 'last-event-id': text },
          });
          expect(res.statusCode, `Last-Event-ID ${shown}`).toBe(400);
        }
      }),
      { seed: SEED, numRuns: Math.min(RUNS, 150) },
    );
  }, 120_000);
});
