import { authRoutes, RENEW_ACCESS_EVERY_MS } from '@comanda/contract/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { authHarness } from '../test/auth-harness';
import { credentialsFor, DEVICE_ID, POWER_ID, token } from '../test/demo-data';
import { fail, ok } from '../test/fake-fetch';

const signedIn = { device_id: DEVICE_ID, session: 'session-0' };
const withPower = { ...signedIn, power_id: POWER_ID };
const withAccess = { ...withPower, access: 'access-0' };

describe('auth machine', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('device', () => {
    it('registers a new device id when none is stored, then saves it', async () => {
      const { server, storage, runtime } = authHarness();
      await runtime.auth.start();
      expect(server.requestsTo('PUT', `/v1/devices/${DEVICE_ID}`)).toHaveLength(1);
      expect(storage.getItem('device_id')).toBe(DEVICE_ID);
    });

    it('does not save the device id when the registration fails', async () => {
      const { server, storage, runtime } = authHarness();
      server.on('PUT', `/v1/devices/${DEVICE_ID}`, fail(500, 'INTERNAL'));
      await runtime.auth.start();
      expect(storage.getItem('device_id')).toBeNull();
      expect(runtime.auth.getState()).toEqual({ status: 'closed' });
    });

    it('keeps a stored device id without registering again', async () => {
      const { server, runtime } = authHarness({ device_id: DEVICE_ID });
      await runtime.auth.start();
      expect(server.requestsTo('PUT', `/v1/devices/${DEVICE_ID}`)).toHaveLength(0);
    });
  });

  describe('start', () => {
    it('is loading until started', () => {
      const { runtime } = authHarness();
      expect(runtime.auth.getState()).toEqual({ status: 'loading' });
    });

    it('is closed without a session token', async () => {
      const { runtime } = authHarness({ device_id: DEVICE_ID, power_id: POWER_ID, access: 'x' });
      await runtime.auth.start();
      expect(runtime.auth.getState()).toEqual({ status: 'closed' });
    });

    it('is session with a session token and no chosen power', async () => {
      const { runtime } = authHarness(signedIn);
      await runtime.auth.start();
      expect(runtime.auth.getState()).toEqual({ status: 'session' });
    });

    it('loads the credentials into the access state when an access token is stored', async () => {
      const { server, runtime } = authHarness(withAccess);
      await runtime.auth.start();
      const state = runtime.auth.getState();
      expect(state.status).toBe('access');
      expect(state.status === 'access' && state.role).toBe('admin');
      expect(state.status === 'access' && state.powerId).toBe(POWER_ID);
      const [credentials] = server.requestsTo('GET', '/v1/backoffice/auth/credentials');
      expect(credentials?.headers.authorization).toBe('Bearer access-0');
      expect(server.requestsTo('POST', '/v1/backoffice/auth/access')).toHaveLength(0);
    });

    it('requests an access token when a power is stored without one', async () => {
      const { storage, runtime } = authHarness(withPower);
      await runtime.auth.start();
      expect(storage.getItem('access')).toBe('access-1');
      expect(runtime.auth.getState().status).toBe('access');
    });
  });

  describe('sign-in', () => {
    it('saves the session token and moves to session', async () => {
      const { server, storage, runtime } = authHarness({ device_id: DEVICE_ID });
      await runtime.auth.start();
      await runtime.auth.signIn({ username: 'ana@comanda.test', password: 'comanda' });
      expect(storage.getItem('session')).toBe('session-1');
      expect(runtime.auth.getState()).toEqual({ status: 'session' });
      expect(server.requestsTo('POST', '/v1/backoffice/auth/sign_in')[0]?.body).toEqual({
        username: 'ana@comanda.test',
        password: 'comanda',
      });
    });

    it('throws the refusal and stays closed', async () => {
      const { server, storage, runtime } = authHarness({ device_id: DEVICE_ID });
      server.on('POST', '/v1/backoffice/auth/sign_in', fail(401, 'USER:CREDENTIALS:INVALID'));
      await runtime.auth.start();
      const error = await runtime.auth
        .signIn({ username: 'ana@comanda.test', password: 'mal' })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe('USER:CREDENTIALS:INVALID');
      expect(storage.getItem('session')).toBeNull();
      expect(runtime.auth.getState()).toEqual({ status: 'closed' });
    });
  });

  describe('a session answered by another call', () => {
    it('replaces the stored session and chosen store with the new session token', async () => {
      const { storage, runtime } = authHarness(withAccess);
      await runtime.auth.start();
      runtime.auth.acceptSession('session-from-setup');
      expect(storage.getItem('session')).toBe('session-from-setup');
      expect(storage.getItem('power_id')).toBeNull();
      expect(storage.getItem('access')).toBeNull();
      expect(runtime.auth.getState()).toEqual({ status: 'session' });
    });
  });

  describe('user changed on Mi cuenta', () => {
    it('shows the new name in the access state', async () => {
      const { runtime } = authHarness(withAccess);
      await runtime.auth.start();
      const before = runtime.auth.getState();
      if (before.status !== 'access') throw new Error('expected access');
      runtime.auth.userChanged({ ...before.credentials.user, first_name: 'Anita' });
      const after = runtime.auth.getState();
      expect(after.status === 'access' && after.credentials.user.first_name).toBe('Anita');
      expect(after.status === 'access' && after.powerId).toBe(POWER_ID);
    });
  });

  describe('choosing a power', () => {
    it('requests an access token with the session token, saves it and loads the credentials', async () => {
      const { server, storage, runtime } = authHarness(signedIn);
      await runtime.auth.start();
      await runtime.auth.choosePower(POWER_ID);
      const [access] = server.requestsTo('POST', '/v1/backoffice/auth/access');
      expect(access?.body).toEqual({ power_id: POWER_ID });
      expect(access?.headers.authorization).toBe('Bearer session-0');
      expect(access?.headers['device-id']).toBe(DEVICE_ID);
      expect(storage.getItem('power_id')).toBe(POWER_ID);
      expect(storage.getItem('access')).toBe('access-1');
      expect(runtime.auth.getState().status).toBe('access');
    });

    it('clears the chosen power when the access request fails', async () => {
      const { server, storage, runtime } = authHarness(signedIn);
      server.on('POST', '/v1/backoffice/auth/access', fail(403, 'FORBIDDEN'));
      await runtime.auth.start();
      await expect(runtime.auth.choosePower(POWER_ID)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      expect(storage.getItem('power_id')).toBeNull();
      expect(storage.getItem('access')).toBeNull();
      expect(storage.getItem('session')).toBe('session-0');
      expect(runtime.auth.getState()).toEqual({ status: 'session' });
    });

    it('ends the session when the session token itself is refused (401)', async () => {
      const { server, storage, runtime } = authHarness(signedIn);
      server.on('POST', '/v1/backoffice/auth/access', fail(401, 'UNAUTHORIZED'));
      await runtime.auth.start();
      await expect(runtime.auth.choosePower(POWER_ID)).rejects.toBeInstanceOf(ApiError);
      expect(storage.getItem('power_id')).toBeNull();
      expect(storage.getItem('session')).toBeNull();
      expect(runtime.auth.getState()).toEqual({ status: 'closed' });
    });
  });

  describe('credentials', () => {
    it('clears the access token when the credentials cannot be loaded', async () => {
      const { server, storage, runtime } = authHarness(withAccess);
      server.on('GET', '/v1/backoffice/auth/credentials', fail(500, 'INTERNAL'));
      await runtime.auth.start();
      expect(storage.getItem('access')).toBeNull();
      // The stored power asked once more for access; with credentials still failing it is cleared.
      expect(server.requestsTo('POST', '/v1/backoffice/auth/access')).toHaveLength(1);
      expect(server.requestsTo('GET', '/v1/backoffice/auth/credentials')).toHaveLength(2);
      expect(storage.getItem('power_id')).toBeNull();
      expect(runtime.auth.getState()).toEqual({ status: 'session' });
    });

    it('recovers with a new access token when the stored one no longer loads credentials', async () => {
      const { server, storage, runtime } = authHarness(withAccess);
      server.on('GET', '/v1/backoffice/auth/credentials', (request) =>
        request.headers.authorization === 'Bearer access-0'
          ? fail(500, 'INTERNAL')
          : ok(credentialsFor('delivery')),
      );
      await runtime.auth.start();
      expect(storage.getItem('access')).toBe('access-1');
      const state = runtime.auth.getState();
      expect(state.status === 'access' && state.role).toBe('delivery');
    });
  });

  it('clearing the power clears the access token', async () => {
    const { storage, runtime } = authHarness(withAccess);
    await runtime.auth.start();
    runtime.auth.clearPower();
    expect(storage.getItem('power_id')).toBeNull();
    expect(storage.getItem('access')).toBeNull();
    expect(storage.getItem('session')).toBe('session-0');
    expect(runtime.auth.getState()).toEqual({ status: 'session' });
  });

  describe('renewal', () => {
    it('renews the access token every 4 minutes in the access state', async () => {
      const { server, storage, runtime } = authHarness(withAccess);
      await runtime.auth.start();
      const accessCalls = () => server.requestsTo('POST', '/v1/backoffice/auth/access').length;
      expect(accessCalls()).toBe(0);

      await vi.advanceTimersByTimeAsync(RENEW_ACCESS_EVERY_MS - 1);
      expect(accessCalls()).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(accessCalls()).toBe(1);
      expect(storage.getItem('access')).toBe('access-1');

      await vi.advanceTimersByTimeAsync(RENEW_ACCESS_EVERY_MS);
      expect(accessCalls()).toBe(2);
      expect(storage.getItem('access')).toBe('access-2');
      expect(runtime.auth.getState().status).toBe('access');
      runtime.auth.dispose();
    });

    it('clears the power and the access token when a renewal fails', async () => {
      const { server, storage, runtime } = authHarness(withAccess);
      await runtime.auth.start();
      server.on('POST', '/v1/backoffice/auth/access', fail(500, 'INTERNAL'));
      await vi.advanceTimersByTimeAsync(RENEW_ACCESS_EVERY_MS);
      expect(storage.getItem('power_id')).toBeNull();
      expect(storage.getItem('access')).toBeNull();
      expect(runtime.auth.getState()).toEqual({ status: 'session' });

      // No timer is left behind.
      await vi.advanceTimersByTimeAsync(RENEW_ACCESS_EVERY_MS * 3);
      expect(server.requestsTo('POST', '/v1/backoffice/auth/access')).toHaveLength(1);
    });

    it('does not renew outside the access state', async () => {
      const { server, runtime } = authHarness(signedIn);
      await runtime.auth.start();
      await vi.advanceTimersByTimeAsync(RENEW_ACCESS_EVERY_MS * 2);
      expect(server.requestsTo('POST', '/v1/backoffice/auth/access')).toHaveLength(0);
    });
  });

  describe('sign-out', () => {
    it('calls sign_out and clears the session, the power and the access token', async () => {
      const { server, storage, runtime } = authHarness(withAccess);
      await runtime.auth.start();
      await runtime.auth.signOut();
      const [signOut] = server.requestsTo('POST', '/v1/backoffice/auth/sign_out');
      expect(signOut?.headers.authorization).toBe('Bearer access-0');
      expect(storage.getItem('session')).toBeNull();
      expect(storage.getItem('power_id')).toBeNull();
      expect(storage.getItem('access')).toBeNull();
      expect(storage.getItem('device_id')).toBe(DEVICE_ID);
      expect(runtime.auth.getState()).toEqual({ status: 'closed' });
    });

    it('clears the session locally even when the call fails', async () => {
      const { server, storage, runtime } = authHarness(withAccess);
      await runtime.auth.start();
      server.on('POST', '/v1/backoffice/auth/sign_out', fail(500, 'INTERNAL'));
      await runtime.auth.signOut();
      expect(storage.getItem('session')).toBeNull();
      expect(storage.getItem('access')).toBeNull();
      expect(runtime.auth.getState()).toEqual({ status: 'closed' });
    });

    it('clears the session locally even when the server cannot be reached', async () => {
      const { server, storage, runtime } = authHarness(withAccess);
      await runtime.auth.start();
      server.on('POST', '/v1/backoffice/auth/sign_out', () => {
        throw new TypeError('Failed to fetch');
      });
      await runtime.auth.signOut();
      expect(storage.getItem('session')).toBeNull();
      expect(runtime.auth.getState()).toEqual({ status: 'closed' });
    });

    it('stops the renewal', async () => {
      const { server, runtime } = authHarness(withAccess);
      await runtime.auth.start();
      await runtime.auth.signOut();
      await vi.advanceTimersByTimeAsync(RENEW_ACCESS_EVERY_MS * 2);
      expect(server.requestsTo('POST', '/v1/backoffice/auth/access')).toHaveLength(0);
    });
  });

  describe('401 retry', () => {
    it('re-requests access once and retries the request with the new token', async () => {
      const { server, storage, runtime } = authHarness(withAccess);
      await runtime.auth.start();
      server.on('GET', '/v1/backoffice/auth/powers', (request) =>
        request.headers.authorization === 'Bearer access-0'
          ? fail(401, 'UNAUTHORIZED')
          : ok({ data: [], count: 0, limit: 20, skip: 0 }),
      );
      const powers = await runtime.api.call(authRoutes.powers);
      expect(powers.count).toBe(0);
      expect(server.requestsTo('POST', '/v1/backoffice/auth/access')).toHaveLength(1);
      expect(storage.getItem('access')).toBe('access-1');
      const tries = server.requestsTo('GET', '/v1/backoffice/auth/powers');
      expect(tries.map((request) => request.headers.authorization)).toEqual([
        'Bearer access-0',
        'Bearer access-1',
      ]);
    });

    it('shares one access request between concurrent 401s', async () => {
      const { server, runtime } = authHarness(withAccess);
      await runtime.auth.start();
      server.on('GET', '/v1/backoffice/auth/powers', (request) =>
        request.headers.authorization === 'Bearer access-0'
          ? fail(401, 'UNAUTHORIZED')
          : ok({ data: [], count: 0, limit: 20, skip: 0 }),
      );
      await Promise.all([runtime.api.call(authRoutes.powers), runtime.api.call(authRoutes.powers)]);
      expect(server.requestsTo('POST', '/v1/backoffice/auth/access')).toHaveLength(1);
    });

    it.each([
      ['power id', 'power_id'],
      ['device id', 'device_id'],
      ['session', 'session'],
    ])('does not retry when the %s is missing', async (_, missing) => {
      const { server, storage, runtime } = authHarness(withAccess);
      storage.removeItem(missing);
      server.on('GET', '/v1/backoffice/auth/powers', fail(401, 'UNAUTHORIZED'));
      await expect(runtime.api.call(authRoutes.powers)).rejects.toMatchObject({ status: 401 });
      expect(server.requestsTo('POST', '/v1/backoffice/auth/access')).toHaveLength(0);
      expect(server.requestsTo('GET', '/v1/backoffice/auth/powers')).toHaveLength(1);
    });

    it('retries only once when the retried request is refused again (no loop)', async () => {
      const { server, runtime } = authHarness(withAccess);
      await runtime.auth.start();
      server.on('GET', '/v1/backoffice/auth/powers', fail(401, 'UNAUTHORIZED'));
      await expect(runtime.api.call(authRoutes.powers)).rejects.toMatchObject({
        status: 401,
        code: 'UNAUTHORIZED',
      });
      expect(server.requestsTo('GET', '/v1/backoffice/auth/powers')).toHaveLength(2);
      expect(server.requestsTo('POST', '/v1/backoffice/auth/access')).toHaveLength(1);
    });

    it('does not retry when the re-access fails, and clears the power', async () => {
      const { server, storage, runtime } = authHarness(withAccess);
      await runtime.auth.start();
      server.on('GET', '/v1/backoffice/auth/powers', fail(401, 'UNAUTHORIZED'));
      server.on('POST', '/v1/backoffice/auth/access', fail(403, 'FORBIDDEN'));
      await expect(runtime.api.call(authRoutes.powers)).rejects.toMatchObject({ status: 401 });
      expect(server.requestsTo('GET', '/v1/backoffice/auth/powers')).toHaveLength(1);
      expect(storage.getItem('power_id')).toBeNull();
      expect(runtime.auth.getState()).toEqual({ status: 'session' });
    });

    it('does not retry a refused sign-in', async () => {
      const { server, runtime } = authHarness(withAccess);
      await runtime.auth.start();
      server.on('POST', '/v1/backoffice/auth/sign_in', fail(401, 'USER:CREDENTIALS:INVALID'));
      await expect(
        runtime.auth.signIn({ username: 'ana@comanda.test', password: 'mal' }),
      ).rejects.toMatchObject({ code: 'USER:CREDENTIALS:INVALID' });
      expect(server.requestsTo('POST', '/v1/backoffice/auth/access')).toHaveLength(0);
    });
  });

  it('notifies subscribers on every change', async () => {
    const { runtime } = authHarness(signedIn);
    const seen: string[] = [];
    runtime.auth.subscribe(() => seen.push(runtime.auth.getState().status));
    await runtime.auth.start();
    await runtime.auth.choosePower(POWER_ID);
    await runtime.auth.signOut();
    expect(seen).toEqual(['session', 'access', 'closed']);
  });

  it('drops an answer that arrives after sign-out', async () => {
    const { server, runtime } = authHarness(withPower);
    let release: () => void = () => undefined;
    server.on(
      'POST',
      '/v1/backoffice/auth/access',
      () => new Promise((resolve) => (release = () => resolve(ok(token('late'))))),
    );
    const starting = runtime.auth.start();
    await vi.advanceTimersByTimeAsync(0);
    await runtime.auth.signOut();
    release();
    await starting;
    expect(runtime.auth.getState()).toEqual({ status: 'closed' });
  });
});
