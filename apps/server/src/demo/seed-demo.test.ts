import fs from 'node:fs/promises';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRoutes } from '@comanda/contract/auth';
import { readConfig } from '../config';
import { bearer, signInAs } from '../testing/fixtures';
import { createTestApp, resultOf, type TestApp } from '../testing/test-app';
import { DEMO_PASSWORD, seedDemo, seedDemoIfEmpty } from './seed-demo';

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
    expect(await counts()).toEqual({ stores: 2, users: 5, powers: 6 });
    expect(await seedDemoIfEmpty(t.database, config())).toBe(false);
    await seedDemo(t.database, config());
    expect(await counts()).toEqual({ stores: 2, users: 5, powers: 6 });
  });

  it('gives each store a real PNG logo served from the files folder', async () => {
    const stores = await t.database.db.selectFrom('stores').select(['slug', 'name', 'logo_url']).orderBy('slug').execute();
    expect(stores.map((s) => [s.slug, s.name])).toEqual([
      ['centro', 'Comanda Centro'],
      ['norte', 'Comanda Norte'],
    ]);
    for (const store of stores) {
      expect(store.logo_url).toMatch(/^\/v1\/static\/files\/[a-z0-9-]+\.png$/);
      const file = await fs.readFile(path.join(t.dataDir, 'files', path.basename(store.logo_url ?? '')));
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
});
