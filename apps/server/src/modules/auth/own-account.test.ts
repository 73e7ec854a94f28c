import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRoutes } from '@comanda/contract/auth';
import { accessFor, bearer, createStore, createUser, grantPower, signInAs } from '../../testing/fixtures';
import { createTestApp, errorOf, resultOf, type TestApp } from '../../testing/test-app';

describe("own account ('Mi cuenta')", () => {
  let t: TestApp;
  let storeId: string;
  beforeAll(async () => {
    t = await createTestApp();
    storeId = (await createStore(t.database.db, { slug: 'mi-cuenta' })).id;
  });
  afterAll(() => t.close());

  /** A user with an admin power, signed in twice (two devices), with an access token from the first session. */
  async function member(password = 'clave-de-prueba') {
    const email = `${randomUUID()}@comanda.test`;
    const user = await createUser(t.database.db, { email, password, firstName: 'Lucía', lastName: 'Pérez' });
    const power = await grantPower(t.database.db, { storeId, userId: user.id, role: 'admin' });
    const session = await signInAs(t.app, email, password);
    const access = await accessFor(t.app, session, power.id);
    const otherSession = await signInAs(t.app, email, password);
    const otherAccess = await accessFor(t.app, otherSession, power.id);
    return { user, email, power, session, access, otherSession, otherAccess };
  }

  const call = (method: 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const credentials = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: authRoutes.credentials.path, headers });
  const changePassword = (headers: Record<string, string>, current_password: string, new_password: string) =>
    call('PUT', authRoutes.changePassword.path, headers, { current_password, new_password });

  describe('PUT /auth/password', () => {
    it("changes the password and ends every other session of the user, keeping the caller's", async () => {
      const me = await member();
      const res = await changePassword(me.access.headers, 'clave-de-prueba', 'mate-amargo-2024');
      expect(resultOf(authRoutes.changePassword, res)).toBe('success');

      resultOf(authRoutes.credentials, await credentials(me.access.headers));
      resultOf(authRoutes.credentials, await credentials(bearer(me.session)));
      for (const headers of [bearer(me.otherSession), me.otherAccess.headers]) {
        expect(errorOf(await credentials(headers))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
      }
      await signInAs(t.app, me.email, 'mate-amargo-2024');
      const oldPassword = await t.app.inject({
        method: 'POST',
        url: authRoutes.signIn.path,
        payload: { username: me.email, password: 'clave-de-prueba' },
      });
      expect(errorOf(oldPassword)).toMatchObject({ status: 401, code: 'USER:CREDENTIALS:INVALID' });
    });

    it('answers 400 USER:PASSWORD:WRONG for a wrong current password and changes nothing', async () => {
      const me = await member();
      expect(errorOf(await changePassword(bearer(me.session), 'otra-clave', 'mate-amargo-2024'))).toMatchObject({
        status: 400,
        code: 'USER:PASSWORD:WRONG',
      });
      resultOf(authRoutes.credentials, await credentials(bearer(me.otherSession)));
      await signInAs(t.app, me.email, 'clave-de-prueba');
    });

    it('refuses a new password that is short or common (400 naming new_password)', async () => {
      const me = await member();
      for (const weak of ['corta', 'password1', 'Qwertyuiop']) {
        const error = errorOf(await changePassword(bearer(me.session), 'clave-de-prueba', weak));
        expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
        expect(error.description).toContain('new_password');
      }
      await signInAs(t.app, me.email, 'clave-de-prueba');
    });

    it('needs a signed-in user (401)', async () => {
      expect(errorOf(await changePassword({}, 'a', 'mate-amargo-2024'))).toMatchObject({ status: 401 });
    });
  });

  describe('PUT /auth/me', () => {
    it('saves the name and the phone in E.164, and clears the phone with null', async () => {
      const me = await member();
      const saved = resultOf(
        authRoutes.updateMe,
        await call('PUT', authRoutes.updateMe.path, me.access.headers, {
          first_name: ' Lucía ',
          last_name: 'Gómez',
          phone: '0341 155-123456',
        }),
      );
      expect(saved).toEqual({ id: me.user.id, first_name: 'Lucía', last_name: 'Gómez', email: me.email, phone: '+5493415123456' });
      expect(resultOf(authRoutes.credentials, await credentials(bearer(me.session))).user).toEqual(saved);

      const cleared = resultOf(
        authRoutes.updateMe,
        await call('PUT', authRoutes.updateMe.path, bearer(me.session), { first_name: 'Lucía', last_name: 'Gómez', phone: null }),
      );
      expect(cleared.phone).toBeNull();
    });

    it('answers VO:PHONE:INVALID for a phone that is not one, and 400 naming an empty name', async () => {
      const me = await member();
      const badPhone = await call('PUT', authRoutes.updateMe.path, bearer(me.session), {
        first_name: 'Lucía',
        last_name: 'Pérez',
        phone: '12',
      });
      expect(errorOf(badPhone)).toMatchObject({ status: 400, code: 'VO:PHONE:INVALID' });
      const noName = errorOf(
        await call('PUT', authRoutes.updateMe.path, bearer(me.session), { first_name: ' ', last_name: 'Pérez', phone: null }),
      );
      expect(noName).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(noName.description).toContain('first_name');
    });
  });

  describe('POST /auth/sign_out_everywhere', () => {
    it('ends every session and access of the user, the caller included, and nobody else', async () => {
      const me = await member();
      const someoneElse = await member();
      const res = await call('POST', authRoutes.signOutEverywhere.path, me.access.headers);
      expect(resultOf(authRoutes.signOutEverywhere, res)).toBe('success');
      for (const headers of [bearer(me.session), me.access.headers, bearer(me.otherSession), me.otherAccess.headers]) {
        expect(errorOf(await credentials(headers))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
      }
      resultOf(authRoutes.credentials, await credentials(someoneElse.access.headers));
      await signInAs(t.app, me.email);
    });
  });

  describe('last access', () => {
    it('records when a member last asked for access to the store', async () => {
      const before = new Date(Date.now() - 1000);
      const me = await member();
      const row = await t.database.db
        .selectFrom('powers')
        .select('last_access_at')
        .where('id', '=', me.power.id)
        .executeTakeFirstOrThrow();
      expect(row.last_access_at?.getTime()).toBeGreaterThanOrEqual(before.getTime());
    });
  });
});
