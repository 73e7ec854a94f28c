import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@comanda/contract/roles';
import { storeDeliveryRoutes } from '@comanda/contract/store/delivery';
import { storeInfoRoutes } from '@comanda/contract/store/info';
import { storePreparationRoutes } from '@comanda/contract/store/preparation';
import { createStore, type StaffFixture, staffAccess } from '../../../testing/fixtures';
import { staffCall } from '../../../testing/storefront-kit';
import { createTestApp, errorOf, resultOf, type TestApp } from '../../../testing/test-app';

describe('store info (GET /v1/backoffice/store)', () => {
  let t: TestApp;
  let storeA: { id: string };
  let storeB: { id: string };
  let adminA: StaffFixture;
  let adminB: StaffFixture;

  const info = async (who: StaffFixture) =>
    resultOf(storeInfoRoutes.get, await t.app.inject({ method: 'GET', url: storeInfoRoutes.get.path, headers: who.headers }));

  beforeAll(async () => {
    t = await createTestApp();
    storeA = await createStore(t.database.db, { slug: 'info-a', name: 'Comanda Rosario', timezone: 'America/Argentina/Cordoba' });
    storeB = await createStore(t.database.db, { slug: 'info-b', name: 'Comanda B' });
    adminA = await staffAccess(t, { storeId: storeA.id, role: 'admin' });
    adminB = await staffAccess(t, { storeId: storeB.id, role: 'admin' });
  });
  afterAll(() => t.close());

  it('answers a store that never saved settings with no city and the default delay', async () => {
    expect(await info(adminB)).toEqual({
      id: storeB.id,
      name: 'Comanda B',
      slug: 'info-b',
      city: '',
      timezone: 'America/Argentina/Buenos_Aires',
      preparation_delay: 30,
    });
  });

  it('answers the take-away city and the preparation delay to every staff role, a rider included', async () => {
    await staffCall(t, adminA, storeDeliveryRoutes.saveTakeAway, {
      enabled: true,
      address: { city: 'Rosario', address_one: 'Córdoba 1450', address_two: '', indications: '' },
      immediate_enabled: true,
      schedule_enabled: false,
      schedule: [],
    });
    await staffCall(t, adminA, storePreparationRoutes.save, { delay: 35 });
    const expected = {
      id: storeA.id,
      name: 'Comanda Rosario',
      slug: 'info-a',
      city: 'Rosario',
      timezone: 'America/Argentina/Cordoba',
      preparation_delay: 35,
    };
    for (const role of Role.options) {
      const staff = role === 'admin' ? adminA : await staffAccess(t, { storeId: storeA.id, role });
      expect(await info(staff)).toEqual(expected);
    }
  });

  it("never answers another store's info: each token reads its own store", async () => {
    expect((await info(adminB)).slug).toBe('info-b');
    expect((await info(adminA)).slug).toBe('info-a');
  });

  it('needs a store access: 401 without a token or with a session token', async () => {
    expect(errorOf(await t.app.inject({ method: 'GET', url: storeInfoRoutes.get.path }))).toMatchObject({ status: 401 });
    const res = await t.app.inject({
      method: 'GET',
      url: storeInfoRoutes.get.path,
      headers: { authorization: `Bearer ${adminA.sessionToken}` },
    });
    expect(errorOf(res)).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
  });
});
