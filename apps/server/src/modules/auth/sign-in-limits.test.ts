import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRoutes } from '@comanda/contract/auth';
import { readConfig } from '../../config';
import { createUser } from '../../testing/fixtures';
import { createTestApp, errorOf, resultOf, type TestApp } from '../../testing/test-app';
import { usePasswordHashCostForTests } from './passwords';

const WINDOW_SECONDS = 15 * 60;

// Production's hash cost: 'parallel wrong ones' below counts on the wrong attempts being taken
// before the slow check of the right one ends (at the tests' cheap cost it lost that race on PostgreSQL).
beforeAll(() => usePasswordHashCostForTests());

function signIn(t: TestApp, username: string, password: string, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url: authRoutes.signIn.path, payload: { username, password }, remoteAddress });
}

describe('sign-in limits', () => {
  it('default to DECISIONS.md: 10 failures per account and 300 attempts per address in 15 minutes', () => {
    expect(readConfig({}).signIn).toEqual({
      windowMs: WINDOW_SECONDS * 1000,
      maxFailuresPerAccount: 10,
      maxAttemptsPerAddress: 300,
    });
  });

  describe('per account', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('after 10 failures answers 429 with Retry-After, even for the right password and from another address', async () => {
      await createUser(t.database.db, { email: 'bloqueo@comanda.test', password: 'la-correcta' });
      for (let attempt = 1; attempt <= 10; attempt++) {
        // Failures from many addresses (and in any letter case) add up on the one account.
        const res = await signIn(t, attempt % 2 ? 'bloqueo@comanda.test' : 'BLOQUEO@comanda.test', 'mala', `10.1.0.${attempt}`);
        expect(errorOf(res)).toMatchObject({ status: 401, code: 'USER:CREDENTIALS:INVALID' });
      }
      const blocked = await signIn(t, 'bloqueo@comanda.test', 'la-correcta', '10.1.1.1');
      expect(errorOf(blocked)).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(WINDOW_SECONDS - 60);
      expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
    });

    it('checks no more than 10 of 40 wrong passwords sent at once: the other 30 get 429 unchecked', async () => {
      await createUser(t.database.db, { email: 'paralelo@comanda.test', password: 'la-correcta' });
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, attempt) => signIn(t, 'paralelo@comanda.test', `mala-${attempt}`, `10.7.${attempt}.1`)),
      );
      const statuses = answers.map((res) => res.statusCode);
      // A 401 is a checked password; a 429 was refused before any check.
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(30);
      // Each check took one reserved attempt: 10 failures recorded, no more.
      const failures = await t.database.db
        .selectFrom('sign_in_failures')
        .select('id')
        .where('account', '=', 'paralelo@comanda.test')
        .execute();
      expect(failures).toHaveLength(10);
      expect((await signIn(t, 'paralelo@comanda.test', 'la-correcta', '10.7.99.1')).statusCode).toBe(429);
    });

    it('lets the right password through among parallel wrong ones while attempts remain, and then forgets them', async () => {
      await createUser(t.database.db, { email: 'mezcla@comanda.test', password: 'la-correcta' });
      const answers = await Promise.all([
        ...Array.from({ length: 4 }, () => signIn(t, 'mezcla@comanda.test', 'mala', '10.8.0.1')),
        signIn(t, 'mezcla@comanda.test', 'la-correcta', '10.8.0.2'),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 401, 401, 401, 401]);
      for (let attempt = 1; attempt <= 9; attempt++) await signIn(t, 'mezcla@comanda.test', 'mala', '10.8.0.1');
      resultOf(authRoutes.signIn, await signIn(t, 'mezcla@comanda.test', 'la-correcta', '10.8.0.2'));
    });

    it('blocks unknown emails the same way, so blocking tells nothing about who has an account', async () => {
      for (let attempt = 1; attempt <= 10; attempt++) {
        expect((await signIn(t, 'fantasma@comanda.test', 'mala', '10.2.0.1')).statusCode).toBe(401);
      }
      expect(errorOf(await signIn(t, 'fantasma@comanda.test', 'mala', '10.2.0.1')).status).toBe(429);
    });

    it('leaves other accounts alone', async () => {
      await createUser(t.database.db, { email: 'vecino@comanda.test', password: 'la-correcta' });
      for (let attempt = 1; attempt <= 10; attempt++) await signIn(t, 'molesto@comanda.test', 'mala', '10.3.0.1');
      resultOf(authRoutes.signIn, await signIn(t, 'vecino@comanda.test', 'la-correcta', '10.3.0.1'));
    });

    it('forgets failures after a successful sign-in', async () => {
      await createUser(t.database.db, { email: 'olvido@comanda.test', password: 'la-correcta' });
      for (let attempt = 1; attempt <= 9; attempt++) await signIn(t, 'olvido@comanda.test', 'mala', '10.4.0.1');
      resultOf(authRoutes.signIn, await signIn(t, 'olvido@comanda.test', 'la-correcta', '10.4.0.1'));
      for (let attempt = 1; attempt <= 9; attempt++) await signIn(t, 'olvido@comanda.test', 'mala', '10.4.0.1');
      resultOf(authRoutes.signIn, await signIn(t, 'olvido@comanda.test', 'la-correcta', '10.4.0.1'));
    });

    it('counts only the failures inside the window', async () => {
      await createUser(t.database.db, { email: 'viejo@comanda.test', password: 'la-correcta' });
      const longAgo = new Date(Date.now() - (WINDOW_SECONDS + 1) * 1000);
      await t.database.db
        .insertInto('sign_in_failures')
        .values(Array.from({ length: 10 }, () => ({ account: 'viejo@comanda.test', failed_at: longAgo })))
        .execute();
      resultOf(authRoutes.signIn, await signIn(t, 'viejo@comanda.test', 'la-correcta', '10.5.0.1'));
    });

    it('opens again when the oldest counted failure leaves the window', async () => {
      const almostExpired = new Date(Date.now() - (WINDOW_SECONDS - 30) * 1000);
      await t.database.db
        .insertInto('sign_in_failures')
        .values(Array.from({ length: 10 }, () => ({ account: 'casi@comanda.test', failed_at: almostExpired })))
        .execute();
      const blocked = await signIn(t, 'casi@comanda.test', 'x', '10.6.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(30);
    });
  });

  describe('per address', () => {
    let t: TestApp;
    beforeAll(async () => {
      // The real limit is 300; a low one keeps the test short and checks the same code path.
      t = await createTestApp({ env: { SIGN_IN_MAX_ATTEMPTS_PER_ADDRESS: '5' } });
      await createUser(t.database.db, { email: 'local@comanda.test', password: 'la-correcta' });
    });
    afterAll(() => t.close());

    it('answers 429 with Retry-After once the address used up its attempts, successful or not', async () => {
      const address = '192.0.2.10';
      resultOf(authRoutes.signIn, await signIn(t, 'local@comanda.test', 'la-correcta', address));
      for (let attempt = 2; attempt <= 5; attempt++) {
        expect((await signIn(t, `otro-${attempt}@comanda.test`, 'mala', address)).statusCode).toBe(401);
      }
      const blocked = await signIn(t, 'local@comanda.test', 'la-correcta', address);
      expect(errorOf(blocked)).toEqual({
        status: 429,
        code: 'TOO_MANY_REQUESTS',
        description: 'Demasiados intentos, espere unos minutos',
      });
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(WINDOW_SECONDS - 60);
      expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);

      // Invalid bodies count too: the limit runs before anything else.
      expect((await t.app.inject({ method: 'POST', url: authRoutes.signIn.path, payload: {}, remoteAddress: address })).statusCode).toBe(429);
    });

    it('counts attempts sent at once from one address exactly: 5 go through, the rest get 429', async () => {
      const address = '192.0.2.30';
      const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(t, 'nadie@comanda.test', 'mala', address)));
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    });

    it('opens the address again once its window has ended', async () => {
      const address = '192.0.2.40';
      for (let attempt = 1; attempt <= 5; attempt++) await signIn(t, 'y@comanda.test', 'mala', address);
      expect((await signIn(t, 'y@comanda.test', 'mala', address)).statusCode).toBe(429);
      // The window is 15 minutes: move its end to the past instead of waiting.
      await t.database.db
        .updateTable('rate_limit_counters')
        .set({ reset_at: new Date(Date.now() - 1000) })
        .where('bucket', '=', 'sign-in')
        .where('key', '=', address)
        .execute();
      expect((await signIn(t, 'y@comanda.test', 'mala', address)).statusCode).toBe(401);
    });

    it('leaves other addresses and other calls alone', async () => {
      const address = '192.0.2.20';
      for (let attempt = 1; attempt <= 6; attempt++) await signIn(t, 'x@comanda.test', 'mala', address);
      expect((await signIn(t, 'x@comanda.test', 'mala', address)).statusCode).toBe(429);
      resultOf(authRoutes.signIn, await signIn(t, 'local@comanda.test', 'la-correcta', '192.0.2.21'));
      const health = await t.app.inject({ method: 'GET', url: '/v1/health', remoteAddress: address });
      expect(health.statusCode).toBe(200);
    });
  });
});
