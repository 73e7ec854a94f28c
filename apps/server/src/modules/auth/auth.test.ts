import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TTL_MS, SESSION_TTL_MS, authRoutes } from '@comanda/contract/auth';
import { errorCatalogue } from '@comanda/contract/errors';
import { updatePowerActiveById, updateUserActive } from '../accounts/accounts.repository';
import { accessFor, bearer, createStore, createUser, grantPower, signInAs } from '../../testing/fixtures';
import { createTestApp, errorOf, resultOf, type TestApp } from '../../testing/test-app';
import { usePasswordHashCostForTests } from './passwords';
import { hashToken } from './tokens';

describe('auth', () => {
  let t: TestApp;
  let centro: { id: string };
  let norte: { id: string };
  beforeAll(async () => {
    // The timing test below compares the dummy hash with a real one: both at production cost.
    usePasswordHashCostForTests();
    t = await createTestApp();
    centro = await createStore(t.database.db, { slug: 'centro', name: 'Centro' });
    norte = await createStore(t.database.db, { slug: 'norte', name: 'Norte', logoUrl: '/v1/static/files/norte.png' });
  });
  afterAll(() => t.close());

  const signIn = (username: string, password: string, remoteAddress?: string) =>
    t.app.inject({ method: 'POST', url: authRoutes.signIn.path, payload: { username, password }, remoteAddress });
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const credentials = (headers: Record<string, string>) => get(authRoutes.credentials.path, headers);
  const powers = (headers: Record<string, string>) => get(authRoutes.powers.path, headers);
  const signOut = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: authRoutes.signOut.path, headers });
  const requestAccess = (headers: Record<string, string>, powerId: string) =>
    t.app.inject({ method: 'POST', url: authRoutes.access.path, headers, payload: { power_id: powerId } });
  const expectUnauthorized = (res: LightMyRequestResponse) =>
    expect(errorOf(res)).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });

  /** A user with an admin power in centro, signed in. */
  async function staff(options: { email?: string; password?: string } = {}) {
    const email = options.email ?? `${randomUUID()}@comanda.test`;
    const user = await createUser(t.database.db, { email, password: options.password, firstName: 'Lucia', lastName: 'Fernandez' });
    const power = await grantPower(t.database.db, { storeId: centro.id, userId: user.id, role: 'admin' });
    const session = await signInAs(t.app, email, options.password);
    return { user, power, session, headers: bearer(session) };
  }

  describe('sign_in', () => {
    it('answers a 30-day session token that works, and stores only its hash', async () => {
      const user = await createUser(t.database.db, { email: 'ana@comanda.test', password: 'secreto-1' });
      const before = Date.now();
      const result = resultOf(authRoutes.signIn, await signIn('ana@comanda.test', 'secreto-1'));
      const ttl = Date.parse(result.expired_at) - before;
      expect(ttl).toBeGreaterThan(SESSION_TTL_MS - 60_000);
      expect(ttl).toBeLessThanOrEqual(SESSION_TTL_MS + 1000);

      const me = resultOf(authRoutes.credentials, await credentials(bearer(result.token)));
      expect(me.user).toMatchObject({ id: user.id, email: 'ana@comanda.test' });
      expect(me.access).toBeUndefined();

      const rows = await t.database.db.selectFrom('sessions').select('token_hash').where('user_id', '=', user.id).execute();
      expect(rows).toEqual([{ token_hash: hashToken(result.token) }]);
      expect(rows[0]?.token_hash).not.toContain(result.token);
    });

    it('matches the email without regard to case or surrounding spaces', async () => {
      await createUser(t.database.db, { email: 'Mixto@Comanda.test', password: 'secreto-2' });
      resultOf(authRoutes.signIn, await signIn('  MIXTO@comanda.TEST ', 'secreto-2'));
    });

    it('gives a wrong password and an unknown user the same answer', async () => {
      await createUser(t.database.db, { email: 'beto@comanda.test', password: 'secreto-3' });
      const wrongPassword = errorOf(await signIn('beto@comanda.test', 'otra-clave'));
      const unknownUser = errorOf(await signIn('nadie@comanda.test', 'otra-clave'));
      expect(wrongPassword).toEqual({
        status: 401,
        code: 'USER:CREDENTIALS:INVALID',
        description: errorCatalogue['USER:CREDENTIALS:INVALID'].text,
      });
      expect(unknownUser).toEqual(wrongPassword);
    });

    it('takes about as long for an unknown user as for a wrong password (a dummy hash is checked)', async () => {
      await createUser(t.database.db, { email: 'timing@comanda.test', password: 'secreto-4' });
      const time = async (username: string) => {
        const start = performance.now();
        await signIn(username, 'no-es-la-clave', `10.9.0.${Math.floor(Math.random() * 200)}`);
        return performance.now() - start;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      for (let round = 0; round < 3; round++) {
        known.push(await time('timing@comanda.test'));
        unknown.push(await time(`nadie-${round}@comanda.test`));
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[1] ?? 0;
      // Without the dummy hash an unknown user answers in a couple of milliseconds, far below this.
      expect(median(unknown)).toBeGreaterThan(median(known) * 0.3);
    });

    it('refuses an inactive user with the same answer, even with the right password', async () => {
      await createUser(t.database.db, { email: 'baja@comanda.test', password: 'secreto-5', active: false });
      expect(errorOf(await signIn('baja@comanda.test', 'secreto-5'))).toEqual(
        errorOf(await signIn('nadie@comanda.test', 'secreto-5')),
      );
    });

    it('answers 400 naming the missing or empty field', async () => {
      const noUsername = errorOf(
        await t.app.inject({ method: 'POST', url: authRoutes.signIn.path, payload: { password: 'x' } }),
      );
      expect(noUsername).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(noUsername.description).toContain('body.username');

      const emptyPassword = errorOf(await signIn('ana@comanda.test', ''));
      expect(emptyPassword).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(emptyPassword.description).toContain('body.password');
    });
  });

  describe('powers', () => {
    it("lists the user's active powers with their store and user, and nobody else's", async () => {
      const me = await staff();
      await grantPower(t.database.db, { storeId: norte.id, userId: me.user.id, role: 'delivery' });
      const other = await createUser(t.database.db);
      await grantPower(t.database.db, { storeId: norte.id, userId: other.id, role: 'root' });
      const inactiveStore = await createStore(t.database.db, { slug: `baja-${randomUUID().slice(0, 8)}` });
      await grantPower(t.database.db, { storeId: inactiveStore.id, userId: me.user.id, role: 'admin', active: false });

      const list = resultOf(authRoutes.powers, await powers(me.headers));
      expect(list).toMatchObject({ count: 2, skip: 0 });
      expect(list.limit).toBeGreaterThanOrEqual(2);
      expect(list.data.map((p) => [p.store.slug, p.role, p.active])).toEqual([
        ['centro', 'admin', true],
        ['norte', 'delivery', true],
      ]);
      const norteAccess = list.data[1];
      expect(norteAccess?.store).toEqual({ id: norte.id, name: 'Norte', slug: 'norte', logo_url: '/v1/static/files/norte.png' });
      expect(norteAccess?.user).toEqual({
        id: me.user.id,
        first_name: 'Lucia',
        last_name: 'Fernandez',
        email: me.user.email,
        phone: null,
      });
    });

    it('answers an empty list to a user without powers', async () => {
      const user = await createUser(t.database.db);
      const session = await signInAs(t.app, user.email ?? '');
      expect(resultOf(authRoutes.powers, await powers(bearer(session)))).toMatchObject({ data: [], count: 0 });
    });

    it('accepts an access token too, and refuses no token or a made-up one', async () => {
      const me = await staff();
      const access = await accessFor(t.app, me.session, me.power.id);
      expect(resultOf(authRoutes.powers, await powers(access.headers)).count).toBe(1);
      expectUnauthorized(await powers({}));
      expectUnauthorized(await powers(bearer('made-up')));
    });
  });

  describe('access', () => {
    it('gives a 5-minute access token bound to the device; credentials then show the store and role', async () => {
      const me = await staff();
      const before = Date.now();
      const access = await accessFor(t.app, me.session, me.power.id);
      const creds = resultOf(authRoutes.credentials, await credentials(access.headers));
      expect(creds.access).toMatchObject({ store_id: centro.id, role: 'admin' });
      const ttl = Date.parse(creds.access?.expired_at ?? '') - before;
      expect(ttl).toBeGreaterThan(ACCESS_TTL_MS - 10_000);
      expect(ttl).toBeLessThanOrEqual(ACCESS_TTL_MS + 1000);
      expect(creds.user.id).toBe(me.user.id);

      const row = await t.database.db
        .selectFrom('accesses')
        .select(['session_id', 'power_id', 'device_id', 'token_hash'])
        .where('token_hash', '=', hashToken(access.token))
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ power_id: me.power.id, device_id: access.deviceId });
    });

    it('is renewed with a live access token of the same session', async () => {
      const me = await staff();
      const first = await accessFor(t.app, me.session, me.power.id);
      const renewed = resultOf(authRoutes.access, await requestAccess(first.headers, me.power.id));
      expect(renewed.token).not.toBe(first.token);
      const headers = { ...bearer(renewed.token), 'device-id': first.deviceId };
      const creds = resultOf(authRoutes.credentials, await credentials(headers));
      const firstCreds = resultOf(authRoutes.credentials, await credentials(first.headers));
      expect(creds.session.id).toBe(firstCreds.session.id);
      expect(creds.access?.id).not.toBe(firstCreds.access?.id);
    });

    it('needs a registered uuid in the Device-Id header (400 otherwise)', async () => {
      const me = await staff();
      for (const headers of [me.headers, { ...me.headers, 'device-id': 'abc' }, { ...me.headers, 'device-id': randomUUID() }]) {
        const error = errorOf(await requestAccess(headers, me.power.id));
        expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
        expect(error.description).toContain('Device-Id');
      }
    });

    it("answers 404 for another user's or an unknown power, 403 for an inactive own power", async () => {
      const me = await staff();
      const device = randomUUID();
      await t.app.inject({ method: 'PUT', url: `/v1/devices/${device}` });
      const headers = { ...me.headers, 'device-id': device };
      const other = await createUser(t.database.db);
      const othersPower = await grantPower(t.database.db, { storeId: centro.id, userId: other.id, role: 'root' });
      expect(errorOf(await requestAccess(headers, othersPower.id))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      expect(errorOf(await requestAccess(headers, randomUUID()))).toMatchObject({ status: 404, code: 'NOT_FOUND' });

      const off = await grantPower(t.database.db, { storeId: norte.id, userId: me.user.id, role: 'admin', active: false });
      expect(errorOf(await requestAccess(headers, off.id))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    });

    it('answers 400 naming power_id when it is not a uuid', async () => {
      const me = await staff();
      const error = errorOf(await requestAccess(me.headers, 'x'));
      expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(error.description).toContain('body.power_id');
    });

    it('refuses an access token sent from another device', async () => {
      const me = await staff();
      const access = await accessFor(t.app, me.session, me.power.id);
      expectUnauthorized(await credentials({ ...access.headers, 'device-id': randomUUID() }));
      expectUnauthorized(await credentials(bearer(access.token)));
    });
  });

  describe('credentials', () => {
    it('answers user and session (no access) for a session token', async () => {
      const me = await staff();
      const creds = resultOf(authRoutes.credentials, await credentials(me.headers));
      expect(creds).toEqual({
        user: { id: me.user.id, first_name: 'Lucia', last_name: 'Fernandez', email: me.user.email, phone: null },
        session: { id: expect.any(String), created_at: expect.any(String), expired_at: expect.any(String) },
      });
    });
  });

  describe('sign_out', () => {
    it('revokes the session and its access tokens at once', async () => {
      const me = await staff();
      const access = await accessFor(t.app, me.session, me.power.id);
      const other = await staff();

      expect(resultOf(authRoutes.signOut, await signOut(me.headers))).toBe('success');
      expectUnauthorized(await credentials(me.headers));
      expectUnauthorized(await credentials(access.headers));
      expectUnauthorized(await requestAccess(me.headers, me.power.id));
      // Another session stays open.
      resultOf(authRoutes.credentials, await credentials(other.headers));
    });

    it('works with the access token as well', async () => {
      const me = await staff();
      const access = await accessFor(t.app, me.session, me.power.id);
      expect(resultOf(authRoutes.signOut, await signOut(access.headers))).toBe('success');
      expectUnauthorized(await credentials(access.headers));
      expectUnauthorized(await credentials(me.headers));
    });

    it('needs a token', async () => {
      expectUnauthorized(await signOut({}));
    });
  });

  describe('expiry', () => {
    it('refuses an expired session and an expired access token', async () => {
      const me = await staff();
      const access = await accessFor(t.app, me.session, me.power.id);
      const past = new Date(Date.now() - 1000);
      await t.database.db.updateTable('accesses').set({ expired_at: past }).where('token_hash', '=', hashToken(access.token)).execute();
      expectUnauthorized(await credentials(access.headers));
      resultOf(authRoutes.credentials, await credentials(me.headers));

      await t.database.db.updateTable('sessions').set({ expired_at: past }).where('token_hash', '=', hashToken(me.session)).execute();
      expectUnauthorized(await credentials(me.headers));
    });

    it('refuses a live access token whose session has expired', async () => {
      const me = await staff();
      const access = await accessFor(t.app, me.session, me.power.id);
      await t.database.db
        .updateTable('sessions')
        .set({ expired_at: new Date(Date.now() - 1000) })
        .where('token_hash', '=', hashToken(me.session))
        .execute();
      expectUnauthorized(await credentials(access.headers));
    });
  });

  describe('deactivation', () => {
    it('a deactivated user stops working at the next request and cannot sign in', async () => {
      const me = await staff({ password: 'secreto-6' });
      const access = await accessFor(t.app, me.session, me.power.id);
      await updateUserActive(t.database.db, me.user.id, false);
      expectUnauthorized(await credentials(me.headers));
      expectUnauthorized(await credentials(access.headers));
      expect(errorOf(await signIn(me.user.email ?? '', 'secreto-6'))).toMatchObject({
        status: 401,
        code: 'USER:CREDENTIALS:INVALID',
      });

      await updateUserActive(t.database.db, me.user.id, true);
      resultOf(authRoutes.credentials, await credentials(me.headers));
    });

    it('a deactivated power stops its access tokens, leaves the lobby and gives no new access', async () => {
      const me = await staff();
      const access = await accessFor(t.app, me.session, me.power.id);
      await updatePowerActiveById(t.database.db, me.power.id, false);
      expectUnauthorized(await credentials(access.headers));
      // The session itself still works: the user can pick another store.
      expect(resultOf(authRoutes.powers, await powers(me.headers)).count).toBe(0);
      expect(errorOf(await requestAccess(access.headers, me.power.id))).toMatchObject({ status: 401 });
      expect(
        errorOf(await requestAccess({ ...me.headers, 'device-id': access.deviceId }, me.power.id)),
      ).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    });
  });
});
