import { authRoutes, RENEW_ACCESS_EVERY_MS } from '@comanda/contract/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authHarness } from '../test/auth-harness';
import { DEVICE_ID, POWER_ID } from '../test/demo-data';
import { fail } from '../test/fake-fetch';

const withAccess = { device_id: DEVICE_ID, session: 'session-0', power_id: POWER_ID, access: 'access-0' };

describe('auth machine: the store takes the access away', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tells who listens which power was lost when a refused call cannot get a new access (403), then leaves the store', async () => {
    const { server, storage, runtime } = authHarness(withAccess);
    await runtime.auth.start();
    const lost: string[] = [];
    const statusWhenTold: string[] = [];
    runtime.auth.onAccessLost((powerId) => {
      lost.push(powerId);
      statusWhenTold.push(runtime.auth.getState().status);
    });
    server.on('GET', '/v1/backoffice/auth/powers', fail(401, 'UNAUTHORIZED'));
    server.on('POST', '/v1/backoffice/auth/access', fail(403, 'FORBIDDEN'));

    await expect(runtime.api.call(authRoutes.powers)).rejects.toMatchObject({ status: 401 });

    expect(lost).toEqual([POWER_ID]);
    // Told while the store is still the current one, so the screen can still name it.
    expect(statusWhenTold).toEqual(['access']);
    expect(runtime.auth.getState()).toEqual({ status: 'session' });
    expect(storage.getItem('session')).toBe('session-0');
  });

  it('tells it when the renewal is refused (403)', async () => {
    const { server, runtime } = authHarness(withAccess);
    await runtime.auth.start();
    const lost: string[] = [];
    runtime.auth.onAccessLost((powerId) => lost.push(powerId));
    server.on('POST', '/v1/backoffice/auth/access', fail(403, 'FORBIDDEN'));
    await vi.advanceTimersByTimeAsync(RENEW_ACCESS_EVERY_MS);
    expect(lost).toEqual([POWER_ID]);
    expect(runtime.auth.getState()).toEqual({ status: 'session' });
  });

  it('does not tell it for a failure that says nothing about the power, nor when the user leaves', async () => {
    const { server, runtime } = authHarness(withAccess);
    await runtime.auth.start();
    const lost: string[] = [];
    const stop = runtime.auth.onAccessLost((powerId) => lost.push(powerId));
    server.on('POST', '/v1/backoffice/auth/access', fail(500, 'INTERNAL'));
    await vi.advanceTimersByTimeAsync(RENEW_ACCESS_EVERY_MS);
    expect(runtime.auth.getState()).toEqual({ status: 'session' });

    await runtime.auth.choosePower(POWER_ID).catch(() => undefined);
    runtime.auth.clearPower();
    expect(lost).toEqual([]);
    stop();
  });
});
