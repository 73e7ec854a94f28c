import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRoutes } from '@comanda/contract/auth';
import { INVITATION_TTL_MS, teamRoutes } from '@comanda/contract/team';
import { createUser, grantPower } from '../../testing/fixtures';
import { createTestApp, errorOf, resultOf, type TestApp } from '../../testing/test-app';
import { hashToken, newToken } from '../auth/tokens';
import { invited, member, newEmail, teamCalls, teamWorld } from './team-test-kit';

describe('invitations', () => {
  let t: TestApp;
  let calls: ReturnType<typeof teamCalls>;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://comanda.example' } });
    calls = teamCalls(t);
  });
  afterAll(() => t.close());

  const newcomer = (email = newEmail()) => ({ first_name: 'Rita', last_name: 'Moreno', email, password: 'mate-cocido-77' });

  describe('POST /team/invitations', () => {
    it('answers 201 with a 7-day link to /invitacion/<token>; only the SHA-256 of the token is stored', async () => {
      const world = await teamWorld(t);
      const before = Date.now();
      const res = await calls.invite(world.admin.headers, { role: 'delivery', email: ' Rita@Comanda.Test ', phone: '0341 155-123456' });
      expect(res.statusCode).toBe(201);
      const created = resultOf(teamRoutes.invite, res);
      expect(created).toMatchObject({ role: 'delivery', emailed: false });
      const match = /^https:\/\/comanda\.example\/invitacion\/([A-Za-z0-9_-]{43})$/.exec(created.url);
      const token = match?.[1] ?? '';
      expect(token).toHaveLength(43);
      const ttl = Date.parse(created.expires_at) - before;
      expect(ttl).toBeGreaterThan(INVITATION_TTL_MS - 60_000);
      expect(ttl).toBeLessThanOrEqual(INVITATION_TTL_MS + 1000);

      const row = await t.database.db.selectFrom('invitations').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ email: 'rita@comanda.test', phone: '+5493415123456', store_id: world.storeId, kind: 'invitation' });
      expect(row.token_hash).toBe(hashToken(token));
      for (const value of Object.values(row)) expect(String(value)).not.toContain(token);
    });

    it('lets only a root invite a root (403 for an admin); an admin invites every other role', async () => {
      const world = await teamWorld(t);
      expect(errorOf(await calls.invite(world.admin.headers, { role: 'root' }))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      for (const role of ['admin', 'operator', 'delivery', 'initial']) {
        resultOf(teamRoutes.invite, await calls.invite(world.admin.headers, { role }));
      }
      resultOf(teamRoutes.invite, await calls.invite(world.root.headers, { role: 'root' }));
      const operator = await member(t, world, 'operator');
      expect(errorOf(await calls.invite(operator.headers, { role: 'delivery' }))).toMatchObject({ status: 403 });
    });

    it('answers VO:PHONE:INVALID for a phone that is not one, and 400 naming a bad email', async () => {
      const world = await teamWorld(t);
      expect(errorOf(await calls.invite(world.admin.headers, { role: 'delivery', phone: '123' }))).toMatchObject({
        status: 400,
        code: 'VO:PHONE:INVALID',
      });
      const badEmail = errorOf(await calls.invite(world.admin.headers, { role: 'delivery', email: 'no-es-email' }));
      expect(badEmail).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(badEmail.description).toContain('email');
    });
  });

  describe('GET and DELETE /team/invitations', () => {
    it("lists the store's pending invitations without their token, and revoking one takes it off", async () => {
      const world = await teamWorld(t);
      const other = await teamWorld(t);
      const kept = await invited(t, world.admin.headers, { role: 'operator', first_name: 'Rita', last_name: 'Moreno' });
      const revoked = await invited(t, world.admin.headers, { role: 'delivery' });
      const accepted = await invited(t, world.admin.headers, { role: 'delivery' });
      resultOf(teamRoutes.acceptInvitation, await calls.accept(accepted.token, newcomer()));
      const expired = await invited(t, world.admin.headers, { role: 'delivery' });
      await t.database.db.updateTable('invitations').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', expired.id).execute();
      await invited(t, other.admin.headers, { role: 'delivery' });

      expect(resultOf(teamRoutes.revokeInvitation, await calls.revoke(world.admin.headers, revoked.id))).toBe('success');
      const list = resultOf(teamRoutes.invitations, await calls.invitations(world.admin.headers));
      expect(list.data).toEqual([
        {
          id: kept.id,
          role: 'operator',
          email: null,
          phone: null,
          first_name: 'Rita',
          last_name: 'Moreno',
          created_at: expect.any(String),
          expires_at: kept.expires_at,
          invited_by: 'Ana Prueba',
        },
      ]);
      expect(JSON.stringify(list)).not.toContain(kept.token);
    });

    it("answers 404 for another store's, an unknown, an already revoked or an accepted invitation", async () => {
      const world = await teamWorld(t);
      const other = await teamWorld(t);
      const theirs = await invited(t, other.admin.headers, { role: 'delivery' });
      const revoked = await invited(t, world.admin.headers, { role: 'delivery' });
      resultOf(teamRoutes.revokeInvitation, await calls.revoke(world.admin.headers, revoked.id));
      const accepted = await invited(t, world.admin.headers, { role: 'delivery' });
      resultOf(teamRoutes.acceptInvitation, await calls.accept(accepted.token, newcomer()));
      for (const id of [theirs.id, randomUUID(), revoked.id, accepted.id]) {
        expect(errorOf(await calls.revoke(world.admin.headers, id))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      }
      // Theirs still works.
      resultOf(teamRoutes.invitationView, await calls.viewInvitation(theirs.token));
    });
  });

  describe('GET /invitations/:token', () => {
    it('shows the store, the role and what the inviter wrote, without a token', async () => {
      const world = await teamWorld(t);
      const invitation = await invited(t, world.admin.headers, { role: 'delivery', email: 'rita@comanda.test', first_name: 'Rita' });
      expect(resultOf(teamRoutes.invitationView, await calls.viewInvitation(invitation.token))).toEqual({
        store: { name: world.storeName, slug: expect.any(String), logo_url: null },
        role: 'delivery',
        expires_at: invitation.expires_at,
        email: 'rita@comanda.test',
        first_name: 'Rita',
        last_name: null,
        phone: null,
      });
    });

    it('answers the same 404 for a used, revoked, expired, forged or setup link', async () => {
      const world = await teamWorld(t);
      const used = await invited(t, world.admin.headers, { role: 'delivery' });
      resultOf(teamRoutes.acceptInvitation, await calls.accept(used.token, newcomer()));
      const revoked = await invited(t, world.admin.headers, { role: 'delivery' });
      await calls.revoke(world.admin.headers, revoked.id);
      const expired = await invited(t, world.admin.headers, { role: 'delivery' });
      await t.database.db.updateTable('invitations').set({ expires_at: new Date(Date.now() - 1) }).where('id', '=', expired.id).execute();
      const setup = newToken();
      await t.database.db
        .insertInto('invitations')
        .values({ id: randomUUID(), kind: 'setup', store_id: null, role: 'root', token_hash: setup.hash, expires_at: new Date(Date.now() + 60_000) })
        .execute();

      const tokens = [used.token, revoked.token, expired.token, newToken().token, setup.token];
      const views = await Promise.all(tokens.map((token) => calls.viewInvitation(token)));
      const accepts = await Promise.all(tokens.map((token) => calls.accept(token, newcomer())));
      for (const res of [...views, ...accepts]) {
        expect(res.statusCode).toBe(404);
        expect(res.body).toBe(views[3]?.body);
      }
    });
  });

  describe('POST /invitations/:token/accept', () => {
    it('creates the user and the power with the invited role, and answers a session that works', async () => {
      const world = await teamWorld(t);
      const invitation = await invited(t, world.admin.headers, { role: 'delivery' });
      const email = newEmail();
      const session = resultOf(
        teamRoutes.acceptInvitation,
        await calls.accept(invitation.token, { ...newcomer(email), email: email.toUpperCase(), phone: '341 5123456' }),
      );
      const headers = { authorization: `Bearer ${session.token}` };
      const creds = resultOf(authRoutes.credentials, await t.app.inject({ method: 'GET', url: authRoutes.credentials.path, headers }));
      expect(creds.user).toMatchObject({ first_name: 'Rita', last_name: 'Moreno', email, phone: '+5493415123456' });
      const powers = resultOf(authRoutes.powers, await t.app.inject({ method: 'GET', url: authRoutes.powers.path, headers }));
      expect(powers.data.map((p) => [p.store.id, p.role])).toEqual([[world.storeId, 'delivery']]);
      const signIn = await t.app.inject({ method: 'POST', url: authRoutes.signIn.path, payload: { username: email, password: 'mate-cocido-77' } });
      resultOf(authRoutes.signIn, signIn);
    });

    it('needs first and last name and a password that passes the rule for a new account (400 naming the field)', async () => {
      const world = await teamWorld(t);
      const invitation = await invited(t, world.admin.headers, { role: 'delivery' });
      const cases: Array<[object, string]> = [
        [{ first_name: undefined }, 'body.first_name'],
        [{ last_name: ' ' }, 'body.last_name'],
        [{ password: 'corta' }, 'body.password'],
        [{ password: 'password123' }, 'body.password'],
      ];
      for (const [change, field] of cases) {
        const error = errorOf(await calls.accept(invitation.token, { ...newcomer(), ...change }));
        expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
        expect(error.description).toContain(field);
      }
      // None of them used the link up.
      resultOf(teamRoutes.acceptInvitation, await calls.accept(invitation.token, newcomer()));
    });

    it('adds the store to an existing account when its password matches (401 otherwise)', async () => {
      const world = await teamWorld(t);
      const email = newEmail();
      const user = await createUser(t.database.db, { email, password: 'la-clave-de-siempre' });
      const invitation = await invited(t, world.admin.headers, { role: 'operator', email });
      const wrong = await calls.accept(invitation.token, { email, password: 'otra-clave-larga' });
      expect(errorOf(wrong)).toMatchObject({ status: 401, code: 'USER:CREDENTIALS:INVALID' });
      // No names needed, and a short password of the account is no new password.
      const session = resultOf(teamRoutes.acceptInvitation, await calls.accept(invitation.token, { email, password: 'la-clave-de-siempre' }));
      expect(session.token).toBeTruthy();
      const power = await t.database.db
        .selectFrom('powers')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('store_id', '=', world.storeId)
        .executeTakeFirstOrThrow();
      expect(power).toMatchObject({ role: 'operator', active: true });
    });

    it("counts wrong passwords against the account like the sign-in: 429 with Retry-After past the limit", async () => {
      const world = await teamWorld(t);
      const email = newEmail();
      await createUser(t.database.db, { email, password: 'la-clave-de-siempre' });
      const invitation = await invited(t, world.admin.headers, { role: 'operator' });
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await calls.accept(invitation.token, { email, password: `mal-${attempt}` })).statusCode).toBe(401);
      }
      const blocked = await calls.accept(invitation.token, { email, password: 'la-clave-de-siempre' });
      expect(errorOf(blocked)).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      const signIn = await t.app.inject({ method: 'POST', url: authRoutes.signIn.path, payload: { username: email, password: 'la-clave-de-siempre' } });
      expect(signIn.statusCode).toBe(429);
    });

    it('reactivates an inactive power with the invited role, and answers 409 TEAM:ALREADY_MEMBER to an active one', async () => {
      const world = await teamWorld(t);
      const email = newEmail();
      const user = await createUser(t.database.db, { email, password: 'la-clave-de-siempre' });
      const old = await grantPower(t.database.db, { storeId: world.storeId, userId: user.id, role: 'delivery', active: false });
      const first = await invited(t, world.admin.headers, { role: 'admin' });
      resultOf(teamRoutes.acceptInvitation, await calls.accept(first.token, { email, password: 'la-clave-de-siempre' }));
      const power = await t.database.db.selectFrom('powers').selectAll().where('id', '=', old.id).executeTakeFirstOrThrow();
      expect(power).toMatchObject({ role: 'admin', active: true });

      const second = await invited(t, world.admin.headers, { role: 'delivery' });
      const again = await calls.accept(second.token, { email, password: 'la-clave-de-siempre' });
      expect(errorOf(again)).toMatchObject({ status: 409, code: 'TEAM:ALREADY_MEMBER' });
      // The refused accept did not use the link up.
      resultOf(teamRoutes.invitationView, await calls.viewInvitation(second.token));
    });

    it('works once even when two people accept the same link at the same time', async () => {
      const world = await teamWorld(t);
      const invitation = await invited(t, world.admin.headers, { role: 'delivery' });
      const results = await Promise.all([calls.accept(invitation.token, newcomer()), calls.accept(invitation.token, newcomer())]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([200, 404]);
      const powers = await t.database.db.selectFrom('powers').select('id').where('store_id', '=', world.storeId).execute();
      expect(powers).toHaveLength(3);
    });
  });
});
