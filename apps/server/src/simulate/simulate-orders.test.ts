import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turnRoutes } from '@comanda/contract/turn';
import { buildCli } from '../cli-program';
import { readConfig } from '../config';
import { seedDemo } from '../demo/seed-demo';
import { createStorefrontWorld, staffCall, type StorefrontWorld } from '../testing/storefront-kit';
import { seededRandom } from './random';
import { type SimulationClock, simulateOrders } from './simulate-orders';
import { storefrontClient } from './storefront-client';

/** A clock whose sleeps pass at once; `onSleep` lets a test act between two orders. */
function fastClock(onSleep: (elapsedMs: number) => Promise<void> = async () => undefined): SimulationClock {
  const start = Date.now();
  let elapsed = 0;
  return {
    now: () => start + elapsed,
    sleep: async (ms) => {
      elapsed += ms;
      await onSleep(elapsed);
    },
  };
}

describe('simulate-orders against a running server (HTTP on loopback)', () => {
  let w: StorefrontWorld;
  let baseUrl: string;
  beforeAll(async () => {
    w = await createStorefrontWorld('simulada');
    await seedDemo(w.t.database, readConfig({ DATA_DIR: w.t.dataDir }));
    await w.t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(w.t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => w.t.close());

  const run = async (slug: string, orders: number, seed: number, clock = fastClock()) => {
    const lines: string[] = [];
    const report = await simulateOrders(
      { slug, intervalMs: 1_000, durationMs: orders * 1_000 },
      { client: storefrontClient(baseUrl), random: seededRandom(seed), clock, say: (line) => lines.push(line) },
    );
    return { report, lines };
  };

  it('places every order it builds, at the rate asked, and prints one line per order', async () => {
    const { report, lines } = await run('simulada', 8, 1);
    expect(report).toMatchObject({ refused: 0 });
    expect(report.placed).toHaveLength(8);
    expect(lines[0]).toMatch(/^Simulando pedidos en Tienda simulada \(simulada\) por http:\/\/127\.0\.0\.1:\d+: 1 por segundo durante 8 s \(unos 8\)/);
    const orderLines = lines.filter((line) => line.startsWith('#'));
    expect(orderLines).toHaveLength(8);
    for (const [index, order] of report.placed.entries()) {
      expect(orderLines[index]).toContain(`#${order.number}`);
      expect(orderLines[index]).toContain(order.client.name);
      expect(orderLines[index]).toMatch(/\$\s?[\d.]+,\d\d$/);
    }
    expect(lines.at(-1)).toMatch(/^Listo: 8 pedidos hechos por \$/);
    const stored = await w.t.database.db.selectFrom('orders').select(['id', 'turn_id']).where('store_id', '=', w.storeId).execute();
    expect(stored.map((row) => row.id).sort()).toEqual(report.placed.map((order) => order.id).sort());
    expect(stored.every((row) => row.turn_id !== null)).toBe(true);
  });

  it("builds orders the demo stores accept: their menus' required toppings, the dozen of empanadas, shipment minimums", async () => {
    for (const [slug, seed] of [['centro', 11], ['norte', 12]] as const) {
      const { report, lines } = await run(slug, 25, seed);
      expect({ slug, refused: report.refused, refusals: lines.filter((line) => line.startsWith('Rechazado')) }).toEqual({
        slug,
        refused: 0,
        refusals: [],
      });
      expect(report.placed).toHaveLength(25);
    }
  });

  it('says to open the turn while it is closed, and orders come in once it is opened', async () => {
    await staffCall(w.t, w.admin, turnRoutes.close);
    let opened = false;
    const clock = fastClock(async (elapsed) => {
      if (elapsed >= 3_000 && !opened) {
        opened = true;
        await staffCall(w.t, w.admin, turnRoutes.open);
      }
    });
    const { report, lines } = await run('simulada', 6, 2, clock);
    expect(lines[1]).toContain('abri el turno en Inicio');
    const refusals = lines.filter((line) => line.startsWith('Rechazado'));
    expect(refusals.length).toBeGreaterThanOrEqual(2);
    for (const line of refusals) {
      expect(line).toMatch(/^Rechazado: .* \((TURN:CLOSED|STORE:CLOSED)\)\. .*Inicio/);
    }
    expect(report.placed.length).toBe(6 - report.refused);
    expect(report.placed.length).toBeGreaterThanOrEqual(2);
  });

  it('explains an unknown store and a server that is not running', async () => {
    await expect(run('no-existe', 1, 1)).rejects.toThrow('No existe la tienda "no-existe" en http://127.0.0.1:');
    const closedPort = storefrontClient('http://127.0.0.1:9');
    await expect(
      simulateOrders(
        { slug: 'centro', intervalMs: 1_000, durationMs: 1_000 },
        { client: closedPort, random: seededRandom(1), clock: fastClock(), say: () => undefined },
      ),
    ).rejects.toThrow(/No se pudo conectar con http:\/\/127\.0\.0\.1:9 .*npm start.*--url/);
  });

  it('runs from the command line: npm run cli -- simulate-orders --store ... --rate ... --for ... --url ...', async () => {
    let out = '';
    let failure = '';
    const cli = buildCli({
      useDatabase: () => Promise.reject(new Error('simulate-orders no abre la base')),
      out: (text) => void (out += text),
      err: (text) => void (failure += text),
      fail: (message) => void (failure += message),
      throwOnParseError: true,
    });
    await cli.parseAsync(['simulate-orders', '--store', 'simulada', '--rate', '10/s', '--for', '1s', '--url', baseUrl, '--seed', '4'], {
      from: 'user',
    });
    expect(failure).toBe('');
    expect(out.split('\n').filter((line) => line.startsWith('#'))).toHaveLength(10);
    expect(out).toContain('Listo: 10 pedidos hechos');
  });
});
