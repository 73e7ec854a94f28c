import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { seedDemo } from '../demo/seed-demo';
import { createStorefrontWorld, type StorefrontWorld } from '../testing/storefront-kit';
import { createTestApp } from '../testing/test-app';
import { seededRandom } from './random';
import { adviceFor, rateLimitWarning } from './refusal-advice';
import { simulateOrders } from './simulate-orders';
import { storefrontClient } from './storefront-client';

describe('the simulator and the storefront limit per address', () => {
  it('says nothing at the rates the default limit lets one address place (3 a minute)', () => {
    expect(rateLimitWarning(30_000)).toBeNull(); // 2/min, the README's first example
    expect(rateLimitWarning(20_000)).toBeNull(); // 3/min: 30 in 10 minutes
  });

  it('says up front, faster than that, what to start the server with', () => {
    expect(rateLimitWarning(10_000)).toMatch(/STOREFRONT_ORDERS_PER_ADDRESS=60 npm start/); // 6/min
    expect(rateLimitWarning(100)).toMatch(/STOREFRONT_ORDERS_PER_ADDRESS=6000 /); // 10/s
    expect(adviceFor('TOO_MANY_REQUESTS')).toMatch(/STOREFRONT_ORDERS_PER_ADDRESS más alto/);
  });

  describe('against a server', () => {
    let w: StorefrontWorld;
    let baseUrl: string;
    const run = async (slug: string, orders: number, intervalMs: number) => {
      const lines: string[] = [];
      const start = Date.now();
      let elapsed = 0;
      const report = await simulateOrders(
        { slug, intervalMs, durationMs: orders * intervalMs },
        {
          client: storefrontClient(baseUrl),
          random: seededRandom(3),
          clock: { now: () => start + elapsed, sleep: async (ms) => void (elapsed += ms) },
          say: (line) => lines.push(line),
        },
      );
      return { report, lines };
    };

    beforeAll(async () => {
      const t = await createTestApp({ env: { STOREFRONT_ORDERS_PER_ADDRESS: '2' } });
      w = await createStorefrontWorld('limitada', t);
      await seedDemo(w.t.database, readConfig({ DATA_DIR: w.t.dataDir }));
      await w.t.app.listen({ port: 0, host: '127.0.0.1' });
      baseUrl = `http://127.0.0.1:${(w.t.app.server.address() as AddressInfo).port}`;
    });
    afterAll(() => w.t.close());

    it('a refusal by the limit names the setting to raise', async () => {
      const { report, lines } = await run('limitada', 4, 60_000);
      expect(report.placed).toHaveLength(2);
      const refusals = lines.filter((line) => line.startsWith('Rechazado'));
      expect(refusals).toHaveLength(2);
      for (const line of refusals) expect(line).toMatch(/\(TOO_MANY_REQUESTS\)\..*STOREFRONT_ORDERS_PER_ADDRESS más alto/);
    });
  });
});
