import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRoutes, type CreateStoreBody } from '@comanda/contract/auth';
import { articleRoutes } from '@comanda/contract/catalogue/articles';
import { storeInfoRoutes } from '@comanda/contract/store/info';
import { storePreparationRoutes } from '@comanda/contract/store/preparation';
import { accessFor, bearer, createStore, grantPower, staffAccess } from '../../testing/fixtures';
import { createTestApp, errorOf, resultOf, type TestApp } from '../../testing/test-app';

describe("'Nueva tienda' (POST /v1/backoffice/stores)", () => {
  let t: TestApp;
  let centro: { id: string };
  beforeAll(async () => {
    t = await createTestApp();
    centro = await createStore(t.database.db, { slug: 'centro', name: 'Centro' });
  });
  afterAll(() => t.close());

  const createNewStore = (headers: Record<string, string>, payload: CreateStoreBody | Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: authRoutes.createStore.path, headers, payload });

  it("gives a root the new store with its default settings and an empty catalogue, as its root", async () => {
    const root = await staffAccess(t, { storeId: centro.id, role: 'root' });
    const res = await createNewStore(bearer(root.sessionToken), { name: 'Comanda Sur', slug: 'sur', timezone: 'America/Argentina/Cordoba' });
    expect(res.statusCode).toBe(201);
    const power = resultOf(authRoutes.createStore, res);
    expect(power).toMatchObject({
      role: 'root',
      active: true,
      store: { name: 'Comanda Sur', slug: 'sur', logo_url: null },
      user: { id: root.user.id, email: root.user.email },
    });

    // The lobby lists it exactly as answered, and the root enters it.
    const powers = resultOf(authRoutes.powers, await t.app.inject({ method: 'GET', url: authRoutes.powers.path, headers: bearer(root.sessionToken) }));
    expect(powers.data).toContainEqual(power);
    const sur = await accessFor(t.app, root.sessionToken, power.id);
    const info = resultOf(storeInfoRoutes.get, await t.app.inject({ method: 'GET', url: storeInfoRoutes.get.path, headers: sur.headers }));
    expect(info).toMatchObject({ id: power.store.id, name: 'Comanda Sur', slug: 'sur', timezone: 'America/Argentina/Cordoba' });
    const preparation = resultOf(
      storePreparationRoutes.get,
      await t.app.inject({ method: 'GET', url: storePreparationRoutes.get.path, headers: sur.headers }),
    );
    expect(preparation.delay).toBe(30);
    const articles = resultOf(articleRoutes.list, await t.app.inject({ method: 'GET', url: articleRoutes.list.path, headers: sur.headers }));
    expect(articles.count).toBe(0);

    // The team's history starts with it: who created it, about the new root.
    const events = await t.database.db
      .selectFrom('order_events')
      .select(['kind', 'action', 'field', 'reason', 'actor_user_id', 'subject_id'])
      .where('store_id', '=', power.store.id)
      .execute();
    expect(events).toEqual([
      {
        kind: 'store:created',
        action: 'team',
        field: 'store',
        reason: `${root.user.first_name} ${root.user.last_name}`,
        actor_user_id: root.user.id,
        subject_id: power.id,
      },
    ]);
  });

  it('takes the default time zone when none is given', async () => {
    const root = await staffAccess(t, { storeId: centro.id, role: 'root' });
    const power = resultOf(authRoutes.createStore, await createNewStore(bearer(root.sessionToken), { name: 'Oeste', slug: 'oeste' }));
    const store = await t.database.db.selectFrom('stores').select('timezone').where('id', '=', power.store.id).executeTakeFirstOrThrow();
    expect(store.timezone).toBe('America/Argentina/Buenos_Aires');
  });

  it('works with the access token of a store too', async () => {
    const root = await staffAccess(t, { storeId: centro.id, role: 'root' });
    const res = await createNewStore(root.headers, { name: 'Este', slug: 'este' });
    expect(res.statusCode).toBe(201);
  });

  it('refuses an admin (403) and creates nothing', async () => {
    const admin = await staffAccess(t, { storeId: centro.id, role: 'admin' });
    expect(errorOf(await createNewStore(bearer(admin.sessionToken), { name: 'Norte', slug: 'norte' }))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    const store = await t.database.db.selectFrom('stores').select('id').where('slug', '=', 'norte').executeTakeFirst();
    expect(store).toBeUndefined();
  });

  it('refuses a root whose root power was deactivated (403)', async () => {
    const root = await staffAccess(t, { storeId: centro.id, role: 'root' });
    await grantPower(t.database.db, { storeId: centro.id, userId: root.user.id, role: 'root', active: false });
    expect(errorOf(await createNewStore(bearer(root.sessionToken), { name: 'Norte', slug: 'norte' }))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
  });

  it('refuses a taken slug with 409 STORE:SLUG:TAKEN', async () => {
    const root = await staffAccess(t, { storeId: centro.id, role: 'root' });
    expect(errorOf(await createNewStore(bearer(root.sessionToken), { name: 'Otro Centro', slug: 'centro' }))).toMatchObject({
      status: 409,
      code: 'STORE:SLUG:TAKEN',
    });
  });

  it('refuses an unknown time zone with 400 naming the field', async () => {
    const root = await staffAccess(t, { storeId: centro.id, role: 'root' });
    const error = errorOf(await createNewStore(bearer(root.sessionToken), { name: 'Marte', slug: 'marte', timezone: 'Marte/Base_Alfa' }));
    expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(error.description).toContain('timezone');
    const store = await t.database.db.selectFrom('stores').select('id').where('slug', '=', 'marte').executeTakeFirst();
    expect(store).toBeUndefined();
  });

  it('refuses a bad slug with 400 naming the field, and a caller without a token with 401', async () => {
    const root = await staffAccess(t, { storeId: centro.id, role: 'root' });
    const error = errorOf(await createNewStore(bearer(root.sessionToken), { name: 'Con espacios', slug: 'Con Espacios' }));
    expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(error.description).toContain('slug');
    expect(errorOf(await createNewStore({}, { name: 'Anon', slug: 'anon' }))).toMatchObject({ status: 401 });
  });
});
