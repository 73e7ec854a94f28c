import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRoutes } from '@comanda/contract/auth';
import { fillPath } from '@comanda/contract/route';
import { teamRoutes } from '@comanda/contract/team';
import { createTestApp, errorOf, type TestApp } from '../../testing/test-app';
import { newToken } from '../auth/tokens';

const MAX_PER_ADDRESS = 4;

describe('one-time links are rate-limited per address, like the sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGN_IN_MAX_ATTEMPTS_PER_ADDRESS: String(MAX_PER_ADDRESS) } });
  });
  afterAll(() => t.close());

  const token = () => newToken().token;
  const linkCalls = (remoteAddress: string) => [
    () => t.app.inject({ method: 'GET', url: fillPath(teamRoutes.invitationView.path, { token: token() }), remoteAddress }),
    () =>
      t.app.inject({
        method: 'POST',
        url: fillPath(teamRoutes.acceptInvitation.path, { token: token() }),
        payload: { email: 'nadie@comanda.test', password: 'una-clave-larga' },
        remoteAddress,
      }),
    () => t.app.inject({ method: 'GET', url: fillPath(teamRoutes.passwordResetView.path, { token: token() }), remoteAddress }),
    () =>
      t.app.inject({
        method: 'POST',
        url: fillPath(teamRoutes.usePasswordReset.path, { token: token() }),
        payload: { password: 'una-clave-larga' },
        remoteAddress,
      }),
  ];

  it('answers 429 with Retry-After once an address guessed too many links, across both kinds of link', async () => {
    const address = '10.20.0.1';
    for (const call of linkCalls(address)) expect((await call()).statusCode).toBe(404);
    for (const call of linkCalls(address)) {
      const refused = await call();
      expect(errorOf(refused)).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address is not held back, and neither is the sign-in of this one (its own count).
    expect((await linkCalls('10.20.0.2')[0]?.())?.statusCode).toBe(404);
    const signIn = await t.app.inject({
      method: 'POST',
      url: authRoutes.signIn.path,
      payload: { username: 'nadie@comanda.test', password: 'x' },
      remoteAddress: address,
    });
    expect(errorOf(signIn)).toMatchObject({ status: 401, code: 'USER:CREDENTIALS:INVALID' });
  });

  it('does not count the back-office team routes', async () => {
    const address = '10.20.0.3';
    for (let index = 0; index < MAX_PER_ADDRESS + 2; index++) {
      const res = await t.app.inject({ method: 'GET', url: teamRoutes.list.path, remoteAddress: address });
      expect(res.statusCode).toBe(401);
    }
    expect((await linkCalls(address)[0]?.())?.statusCode).toBe(404);
  });
});
