import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRoutes } from '@comanda/contract/auth';
import { eventRoutes } from '@comanda/contract/events';
import { storeInfoRoutes } from '@comanda/contract/store/info';
import { articleRoutes } from '@comanda/contract/catalogue/articles';
import { turnRoutes } from '@comanda/contract/turn';
import { listenOnLoopback } from '../testing/events-kit';
import type { StaffFixture } from '../testing/fixtures';
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
import { createFuzzWorld, operationLabel as label } from './fuzz/fuzz-world';
import { lastEventIdValues, rawRequestStatus } from './fuzz/raw-http';
import { buildOpenApiDocument } from './openapi-document';
import { hasUnsafeText } from './text-input';

/**
 * Walks the OpenAPI document and sends every call a few hundred generated requests, as an admin
 * with an access to a store ready to sell: well-formed ones and ones with NUL bytes, lone
 * surrogates, huge and negative numbers, wrong types, long texts, arrays for objects and dropped
 * fields. Any 5xx fails the test and prints the request (fast-check shrinks it first). The seed
 * is fixed, so CI runs the same requests every time; FUZZ_SEED and FUZZ_RUNS explore by hand.
 * docs/decisions/013-input-hardening.md
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_240_612);
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
// A call without path, query or body has only its headers to vary: fewer requests say as much.
const RUNS_WITHOUT_INPUT = Math.ceil(RUNS / 4);

const STREAM_PATH = eventRoutes.stream.path;
const SIGN_OUT = `POST ${authRoutes.signOut.path}`;
const SIGN_OUT_EVERYWHERE = `POST ${authRoutes.signOutEverywhere.path}`;
// The storefront goes first, while the settings still let the store sell (the fuzzed settings
// calls may close it); closing the turn and signing out go last, so that every other call runs
// with the turn open and the admin signed in.
const ENDING = [`PUT ${turnRoutes.close.path}`, SIGN_OUT, SIGN_OUT_EVERYWHERE];
const rank = (operation: FuzzOperation) =>
  operation.path.startsWith('/v1/stores/') ? -1 : ENDING.indexOf(label(operation)) + 1;

const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');
/** A stable seed per call, so adding a route does not change the requests of the others. */
const seedOf = (text: string) => [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, SEED);

// The document as the server builds it; the test reads /v1/openapi.json too, and checks they agree.
const operations = operationsOf(buildOpenApiDocument(() => false))
  .filter((operation) => operation.path !== openApiPath(STREAM_PATH))
  .sort((a, b) => rank(a) - rank(b));

describe('API fuzz over the OpenAPI document (no 5xx)', () => {
  let t: TestApp;
  let admin: StaffFixture;
  let known: KnownValues;
  let examples: ReadonlyMap<string, FuzzExample[]>;
  let requestCount = 0;
  /** Answers by call and status; FUZZ_STATS=1 prints them, to see how deep the requests reach. */
  const statuses = new Map<string, Map<number, number>>();

  beforeAll(async () => {
    const world = await createFuzzWorld(operations);
    ({ t, admin } = world.w);
    ({ known, examples } = world);
    const served = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(operationsOf(served.json()).map(label).sort()).toEqual(
      [...operations.map(label), `GET ${openApiPath(STREAM_PATH)}`].sort(),
    );
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
      if (name !== SIGN_OUT && name !== SIGN_OUT_EVERYWHERE) {
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
