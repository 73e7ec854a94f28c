import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRoutes } from '@comanda/contract/auth';
import { PASSWORD_RESET_TTL_MS, teamRoutes } from '@comanda/contract/team';
import { accessFor, bearer, createStore, grantPower, signInAs } from '../../testing/fixtures';
import { createTestApp, errorOf, resultOf, type TestApp } from '../../testing/test-app';
import { hashToken, newToken } from '../auth/tokens';
import { member, teamCalls, teamWorld, tokenOf } from './team-test-kit';

describe('password reset links', () => {
  let t: TestApp;
  let calls: ReturnType<typeof teamCalls>;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://comanda.example' } });
    calls = teamCalls(t);
  });
  afterAll(() => t.close());

  const credentials = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: authRoutes.credentials.path, headers });
  const resetLink = async (headers: Record<string, string>, powerId: string) => {
    const link = resultOf(teamRoutes.passwordReset, await calls.passwordReset(headers, powerId));
    return { ...link, token: tokenOf(link.url) };
  };

  it('answers a 24-hour link to /restablecer/<token>; only its SHA-256 is stored', async () => {
    const world = await teamWorld(t);
    const rider = await member(t, world, 'delivery');
    const before = Date.now();
    const link = await resetLink(world.admin.headers, rider.powerId);
    expect(link.url).toMatch(/^https:\/\/comanda\.example\/restablecer\/[A-Za-z0-9_-]{43}$/);
    expect(link.emailed).toBe(false);
    const ttl = Date.parse(link.expires_at) - before;
    expect(ttl).toBeGreaterThan(PASSWORD_RESET_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(PASSWORD_RESET_TTL_MS + 1000);

    const rows = await t.database.db.selectFrom('password_resets').selectAll().where('user_id', '=', rider.user.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ power_id: rider.powerId, store_id: world.storeId, token_hash: hashToken(link.token) });
    for (const value of Object.values(rows[0] ?? {})) expect(String(value)).not.toContain(link.token);

    expect(resultOf(teamRoutes.passwordResetView, await calls.viewReset(link.token))).toEqual({
      first_name: 'Ana',
      email: rider.user.email,
      expires_at: link.expires_at,
    });
  });

  it("sets the password, ends every session of the user and works once", async () => {
    const world = await teamWorld(t);
    const rider = await member(t, world, 'delivery');
    const secondSession = await signInAs(t.app, rider.user.email ?? '');
    const link = await resetLink(world.admin.headers, rider.powerId);

    expect(resultOf(teamRoutes.usePasswordReset, await calls.useReset(link.token, 'bicicleta-roja-9'))).toBe('success');
    for (const headers of [rider.headers, bearer(rider.sessionToken), bearer(secondSession)]) {
      expect(errorOf(await credentials(headers))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    }
    await signInAs(t.app, rider.user.email ?? '', 'bicicleta-roja-9');
    expect(errorOf(await calls.useReset(link.token, 'otra-clave-larga-1'))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(errorOf(await calls.viewReset(link.token))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    await signInAs(t.app, rider.user.email ?? '', 'bicicleta-roja-9');
  });

  it('refuses a short or common password (400 naming the field) without using the link', async () => {
    const world = await teamWorld(t);
    const rider = await member(t, world, 'delivery');
    const link = await resetLink(world.admin.headers, rider.powerId);
    for (const weak of ['corta', 'iloveyou', 'Football1']) {
      const error = errorOf(await calls.useReset(link.token, weak));
      expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(error.description).toContain('body.password');
    }
    resultOf(teamRoutes.passwordResetView, await calls.viewReset(link.token));
  });

  it('answers the same 404 for a used, revoked (by a newer link), expired or forged link', async () => {
    const world = await teamWorld(t);
    const rider = await member(t, world, 'delivery');
    const cook = await member(t, world, 'operator');
    const older = await resetLink(world.admin.headers, rider.powerId);
    const newer = await resetLink(world.root.headers, rider.powerId);
    const used = await resetLink(world.admin.headers, cook.powerId);
    resultOf(teamRoutes.usePasswordReset, await calls.useReset(used.token, 'cocina-abierta-5'));
    const expiring = await member(t, world, 'initial');
    const expired = await resetLink(world.admin.headers, expiring.powerId);
    await t.database.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('token_hash', '=', hashToken(expired.token))
      .execute();

    const forged = await calls.viewReset(newToken().token);
    expect(forged.statusCode).toBe(404);
    for (const token of [older.token, used.token, expired.token]) {
      expect((await calls.viewReset(token)).body).toBe(forged.body);
      expect((await calls.useReset(token, 'una-clave-nueva-1')).body).toBe(forged.body);
    }
    // The newer link of the rider still works.
    resultOf(teamRoutes.usePasswordReset, await calls.useReset(newer.token, 'una-clave-nueva-1'));
  });

  it("refuses an admin resetting a root, and anyone resetting another store's manager (403)", async () => {
    const world = await teamWorld(t);
    expect(errorOf(await calls.passwordReset(world.admin.headers, world.root.powerId))).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    resultOf(teamRoutes.passwordReset, await calls.passwordReset(world.root.headers, world.admin.powerId));

    // A cook here who runs another store: nobody here may take their account over.
    const cook = await member(t, world, 'operator');
    const theirStore = await createStore(t.database.db, { slug: `otra-${Date.now()}` });
    await grantPower(t.database.db, { storeId: theirStore.id, userId: cook.user.id, role: 'admin' });
    for (const caller of [world.admin, world.root]) {
      expect(errorOf(await calls.passwordReset(caller.headers, cook.powerId))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
    // Once the caller runs that store too, the reset is theirs to make.
    const power = await grantPower(t.database.db, { storeId: theirStore.id, userId: world.root.user.id, role: 'admin' });
    expect(power.id).toBeTruthy();
    resultOf(teamRoutes.passwordReset, await calls.passwordReset(world.root.headers, cook.powerId));
    // An inactive manager power elsewhere takes over nothing.
    const other = await member(t, world, 'delivery');
    await grantPower(t.database.db, { storeId: theirStore.id, userId: other.user.id, role: 'root', active: false });
    resultOf(teamRoutes.passwordReset, await calls.passwordReset(world.admin.headers, other.powerId));
  });

  it("answers 404 for another store's member, and 403 to roles other than admin and root", async () => {
    const world = await teamWorld(t);
    const other = await teamWorld(t);
    const theirRider = await member(t, other, 'delivery');
    expect(errorOf(await calls.passwordReset(world.root.headers, theirRider.powerId))).toMatchObject({ status: 404 });
    const operator = await member(t, world, 'operator');
    const rider = await member(t, world, 'delivery');
    expect(errorOf(await calls.passwordReset(operator.headers, rider.powerId))).toMatchObject({ status: 403 });
  });

  it('lets a member locked out by failed sign-ins in at once with the new password', async () => {
    const world = await teamWorld(t);
    const rider = await member(t, world, 'delivery');
    const email = rider.user.email ?? '';
    for (let attempt = 0; attempt < 10; attempt++) {
      await t.app.inject({ method: 'POST', url: authRoutes.signIn.path, payload: { username: email, password: 'mal' } });
    }
    const blocked = await t.app.inject({ method: 'POST', url: authRoutes.signIn.path, payload: { username: email, password: 'mal' } });
    expect(blocked.statusCode).toBe(429);
    const link = await resetLink(world.admin.headers, rider.powerId);
    resultOf(teamRoutes.usePasswordReset, await calls.useReset(link.token, 'recupere-mi-cuenta'));
    const session = await signInAs(t.app, email, 'recupere-mi-cuenta');
    await accessFor(t.app, session, rider.powerId);
  });
});
