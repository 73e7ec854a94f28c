import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRoutes } from '@comanda/contract/auth';
import { fillPath } from '@comanda/contract/route';
import { SETUP_TTL_MS, type SetupBody, teamRoutes } from '@comanda/contract/team';
import { bearer, signInAs } from '../../testing/fixtures';
import { createTestApp, errorOf, resultOf, type TestApp } from '../../testing/test-app';
import { hashToken, newToken } from '../auth/tokens';
import { insertSetupLink } from './setup.repository';
import { issueSetupLinkIfEmpty, setupLinkNotice } from './setup.service';

const PUBLIC_URL = 'https://comanda.ejemplo.com';
const DAY_MS = 24 * 60 * 60 * 1000;

const body: SetupBody = {
  store: { name: 'Pizzería Sur', slug: 'sur', timezone: 'America/Argentina/Cordoba' },
  first_name: 'Marta',
  last_name: 'Díaz',
  email: 'Marta@Ejemplo.com',
  password: 'horno-de-barro-1979',
  phone: '0341 155-123456',
};

const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe('the first start setup link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const view = (token: string) => t.app.inject({ method: 'GET', url: fillPath(teamRoutes.setupView.path, { token }) });
  const setUp = (token: string, payload: unknown = body) =>
    t.app.inject({ method: 'POST', url: fillPath(teamRoutes.setup.path, { token }), payload: payload as object });
  const expectNotFound = async (response: ReturnType<typeof view>) =>
    expect(errorOf(await response)).toMatchObject({ status: 404, code: 'NOT_FOUND' });

  it('on an empty installation makes a 7-day link and keeps only its token hash', async () => {
    const before = Date.now();
    const link = await issueSetupLinkIfEmpty(t.database.db, PUBLIC_URL);
    if (!link) throw new Error('expected a setup link');
    expect(link.url).toMatch(/^https:\/\/comanda\.ejemplo\.com\/configuracion-inicial\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(link.url);
    const rows = await t.database.db.selectFrom('invitations').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'setup', store_id: null, role: 'root', token_hash: hashToken(token), accepted_at: null });
    expect(JSON.stringify(rows)).not.toContain(token);
    const ttl = (rows[0]?.expires_at.getTime() ?? 0) - before;
    expect(ttl).toBeGreaterThan(SETUP_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(SETUP_TTL_MS + 1_000);
    expect(setupLinkNotice(link)).toContain(`abrí ${link.url} para crear la tienda`);

    const shown = resultOf(teamRoutes.setupView, await view(token));
    expect(shown.expires_at).toBe(rows[0]?.expires_at.toISOString());
  });

  it('a new start revokes the older unused link', async () => {
    const first = await issueSetupLinkIfEmpty(t.database.db, PUBLIC_URL);
    const second = await issueSetupLinkIfEmpty(t.database.db, PUBLIC_URL);
    await expectNotFound(view(tokenOf(first?.url ?? '')));
    resultOf(teamRoutes.setupView, await view(tokenOf(second?.url ?? '')));
  });

  it('answers 404 to a forged or expired link', async () => {
    await expectNotFound(view(newToken().token));
    await expectNotFound(setUp(newToken().token));
    const expired = await issueSetupLinkIfEmpty(t.database.db, PUBLIC_URL, new Date(Date.now() - SETUP_TTL_MS - DAY_MS));
    await expectNotFound(view(tokenOf(expired?.url ?? '')));
    await expectNotFound(setUp(tokenOf(expired?.url ?? '')));
  });

  it('refuses a common password or an unknown time zone naming the field, writes nothing and keeps the link', async () => {
    const token = tokenOf((await issueSetupLinkIfEmpty(t.database.db, PUBLIC_URL))?.url ?? '');
    const weak = errorOf(await setUp(token, { ...body, password: 'password1' }));
    expect(weak).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(weak.description).toContain('password');
    const short = errorOf(await setUp(token, { ...body, password: 'corta' }));
    expect(short).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(short.description).toContain('password');
    const zone = errorOf(await setUp(token, { ...body, store: { ...body.store, timezone: 'Marte/Base_Alfa' } }));
    expect(zone).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(zone.description).toContain('store.timezone');
    expect(await t.database.db.selectFrom('users').select('id').execute()).toEqual([]);
    expect(await t.database.db.selectFrom('stores').select('id').execute()).toEqual([]);
    resultOf(teamRoutes.setupView, await view(token));
  });

  it('creates the store, its root and a session, once', async () => {
    const token = tokenOf((await issueSetupLinkIfEmpty(t.database.db, PUBLIC_URL))?.url ?? '');
    const session = resultOf(teamRoutes.setup, await setUp(token));

    const powers = resultOf(authRoutes.powers, await t.app.inject({ method: 'GET', url: authRoutes.powers.path, headers: bearer(session.token) }));
    expect(powers.data).toHaveLength(1);
    expect(powers.data[0]).toMatchObject({
      role: 'root',
      active: true,
      store: { name: 'Pizzería Sur', slug: 'sur' },
      user: { first_name: 'Marta', last_name: 'Díaz', email: 'marta@ejemplo.com', phone: '+5493415123456' },
    });
    const store = await t.database.db.selectFrom('stores').select(['id', 'timezone']).executeTakeFirstOrThrow();
    expect(store.timezone).toBe('America/Argentina/Cordoba');
    // The password chosen signs in.
    expect(await signInAs(t.app, 'marta@ejemplo.com', body.password)).toBeTruthy();

    const link = await t.database.db
      .selectFrom('invitations')
      .select(['accepted_at', 'accepted_power_id'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(link.accepted_at).not.toBeNull();
    expect(link.accepted_power_id).toBe(powers.data[0]?.id);
    const events = await t.database.db
      .selectFrom('order_events')
      .select(['kind', 'action', 'subject_id', 'actor_name'])
      .where('store_id', '=', store.id)
      .execute();
    expect(events).toEqual([{ kind: 'store:created', action: 'team', subject_id: powers.data[0]?.id, actor_name: 'Marta Díaz' }]);

    await expectNotFound(view(token));
    await expectNotFound(setUp(token, { ...body, store: { ...body.store, slug: 'otra' }, email: 'otra@ejemplo.com' }));
    expect(await t.database.db.selectFrom('users').select('id').execute()).toHaveLength(1);
  });

  it('makes no link once the installation has users, and a link made before answers 404', async () => {
    expect(await issueSetupLinkIfEmpty(t.database.db, PUBLIC_URL)).toBeNull();
    const { token, hash } = newToken();
    await insertSetupLink(t.database.db, { id: randomUUID(), tokenHash: hash, expiresAt: new Date(Date.now() + DAY_MS) });
    await expectNotFound(view(token));
    await expectNotFound(setUp(token, { ...body, store: { ...body.store, slug: 'otra' }, email: 'otra@ejemplo.com' }));
  });
});
