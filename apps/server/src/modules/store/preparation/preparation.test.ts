import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePreparationRoutes as routes } from '@comanda/contract/store/preparation';
import { type CatalogueWorld, createCatalogueWorld } from '../../../testing/catalogue-kit';
import { type SettingsCalls, settingsCalls } from '../../../testing/settings-kit';
import { errorOf, resultOf } from '../../../testing/test-app';

describe('store settings: preparation', () => {
  let w: CatalogueWorld;
  let api: SettingsCalls;
  beforeAll(async () => {
    w = await createCatalogueWorld();
    api = settingsCalls(w.t, routes);
  });
  afterAll(() => w.t.close());

  it('answers 30 minutes while never saved', async () => {
    expect(resultOf(routes.get, await api.get(w.adminA.headers))).toEqual({ delay: 30 });
  });

  it('saves the delay and GET answers it (root too)', async () => {
    expect(resultOf(routes.save, await api.put(w.adminA.headers, { delay: 25 }))).toEqual({ delay: 25 });
    expect(resultOf(routes.get, await api.get(w.rootA.headers))).toEqual({ delay: 25 });
    expect(resultOf(routes.save, await api.put(w.rootA.headers, { delay: 0 }))).toEqual({ delay: 0 });
    expect(resultOf(routes.get, await api.get(w.adminA.headers))).toEqual({ delay: 0 });
  });

  it.each([[{ delay: -1 }], [{ delay: 1.5 }], [{ delay: 7 * 24 * 60 + 1 }], [{ delay: '20' }], [{}]])(
    'refuses %j with 400 naming body.delay',
    async (body) => {
      const res = await api.put(w.adminA.headers, body);
      expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(errorOf(res).description).toContain('body.delay');
    },
  );

  it('delivery and initial staff get 403 on GET and PUT', async () => {
    for (const staff of [w.deliveryA, w.initialA]) {
      expect(errorOf(await api.get(staff.headers))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      expect(errorOf(await api.put(staff.headers, { delay: 5 }))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
  });

  it("keeps each store's delay to itself", async () => {
    await api.put(w.adminA.headers, { delay: 45 });
    expect(resultOf(routes.get, await api.get(w.adminB.headers))).toEqual({ delay: 30 });
    expect(resultOf(routes.save, await api.put(w.adminB.headers, { delay: 10 }))).toEqual({ delay: 10 });
    expect(resultOf(routes.get, await api.get(w.adminA.headers))).toEqual({ delay: 45 });
  });
});
