import { randomUUID } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRoutes } from '@comanda/contract/auth';
import { fillPath } from '@comanda/contract/route';
import { IDEMPOTENCY_HEADER, storefrontRoutes } from '@comanda/contract/storefront';
import { readConfig } from '../config';
import { bearer, signInAs } from '../testing/fixtures';
import { createTestApp, resultOf, type TestApp } from '../testing/test-app';
import { closeTurn, getTurn } from '../modules/turn/turn.service';
import { buildSimulatedOrder } from '../simulate/build-order';
import { seededRandom } from '../simulate/random';
import { DEMO_PASSWORD, seedDemo, seedDemoIfEmpty } from './seed-demo';
import { seedDemoTurns } from './turns-demo';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const config = () => readConfig({ DATA_DIR: t.dataDir });
  const counts = async () => ({
    stores: (await t.database.db.selectFrom('stores').select('slug').execute()).length,
    users: (await t.database.db.selectFrom('users').select('id').execute()).length,
    powers: (await t.database.db.selectFrom('powers').select('id').execute()).length,
  });

  it('seeds an empty database once, and running it again duplicates nothing', async () => {
    expect(await seedDemoIfEmpty(t.database, config())).toBe(true);
    expect(await counts()).toEqual({ stores: 2, users: 6, powers: 7 });
    expect(await seedDemoIfEmpty(t.database, config())).toBe(false);
    await seedDemo(t.database, config());
    expect(await counts()).toEqual({ stores: 2, users: 6, powers: 7 });
  });

  it('gives each store a real PNG logo, served where uploads are', async () => {
    const stores = await t.database.db.selectFrom('stores').select(['slug', 'name', 'logo_url']).orderBy('slug').execute();
    expect(stores.map((s) => [s.slug, s.name])).toEqual([
      ['centro', 'Comanda Centro'],
      ['norte', 'Comanda Norte'],
    ]);
    for (const store of stores) {
      expect(store.logo_url).toMatch(/^\/v1\/static\/files\/[a-z0-9-]+\.png$/);
      const file = (await t.app.inject({ method: 'GET', url: store.logo_url ?? '' })).rawPayload;
      expect(file.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect([file.readUInt32BE(16), file.readUInt32BE(20)]).toEqual([128, 128]);
      const idatLength = file.readUInt32BE(33);
      const pixels = inflateSync(file.subarray(41, 41 + idatLength));
      expect(pixels.length).toBe((128 * 4 + 1) * 128);
    }
  });

  it('lets the demo users sign in with the demo password and see their stores', async () => {
    const expected: Record<string, string[]> = {
      'admin@comanda.test': ['Comanda Centro:admin', 'Comanda Norte:initial'],
      'root@comanda.test': ['Comanda Centro:root'],
      'rider@comanda.test': ['Comanda Centro:delivery'],
      'staff@comanda.test': ['Comanda Centro:initial'],
      'cocina@comanda.test': ['Comanda Centro:operator'],
      'norte@comanda.test': ['Comanda Norte:admin'],
    };
    for (const [email, powers] of Object.entries(expected)) {
      const session = await signInAs(t.app, email, DEMO_PASSWORD);
      const res = await t.app.inject({ method: 'GET', url: authRoutes.powers.path, headers: bearer(session) });
      const list = resultOf(authRoutes.powers, res);
      expect(list.data.map((p) => `${p.store.name}:${p.role}`)).toEqual(powers);
      expect(list.data[0]?.user.phone).toMatch(/^\+54911\d{8}$/);
      expect(list.data[0]?.store.logo_url).toMatch(/^\/v1\/static\/files\//);
    }
  });

  it('opens a turn in each demo store, so a storefront order is taken at once, at any hour of any day', async () => {
    for (const slug of ['centro', 'norte']) {
      const store = resultOf(storefrontRoutes.store, await t.app.inject({ method: 'GET', url: fillPath(storefrontRoutes.store.path, { slug }) }));
      expect(store.open_now).toBe(true);
      const catalogue = resultOf(
        storefrontRoutes.catalogue,
        await t.app.inject({ method: 'GET', url: fillPath(storefrontRoutes.catalogue.path, { slug }) }),
      );
      const { body } = buildSimulatedOrder(store, catalogue, seededRandom(3), new Date());
      for (const order of [body, { ...body, delivery: { method: 'take_away' as const, immediate: true } }]) {
        const res = await t.app.inject({
          method: 'POST',
          url: fillPath(storefrontRoutes.createOrder.path, { slug }),
          headers: { [IDEMPOTENCY_HEADER]: randomUUID() },
          payload: order,
        });
        expect({ slug, status: res.statusCode, body: res.statusCode === 201 ? '' : res.body }).toEqual({ slug, status: 201, body: '' });
      }
    }
  });

  it('opens no second turn on a rerun, and leaves a turn its staff closed as it is', async () => {
    expect(await seedDemoTurns(t.database)).toBe(0);
    const { db } = t.database;
    const centro = await db.selectFrom('stores').select('id').where('slug', '=', 'centro').executeTakeFirstOrThrow();
    const admin = await db.selectFrom('users').select('id').where('email', '=', 'admin@comanda.test').executeTakeFirstOrThrow();
    const opened = await getTurn(db, centro.id);
    expect(opened?.status).toBe('opened');
    await closeTurn(db, centro.id, admin.id);
    await seedDemo(t.database, config());
    expect(await getTurn(db, centro.id)).toMatchObject({ id: opened?.id, status: 'closed' });
  });
});
