import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRoutes } from '@comanda/contract/auth';
import { orderRoutes } from '@comanda/contract/orders';
import { fillPath } from '@comanda/contract/route';
import { buildApp } from '../../app';
import { readConfig } from '../../config';
import { type Database, openDatabase } from '../../db/database';
import { createStore, type StaffFixture, staffAccess } from '../../testing/fixtures';
import { orderEventRows, placeOrder, testOrder } from '../../testing/order-kit';
import { createTestApp, errorOf, resultOf, type TestApp } from '../../testing/test-app';

/*
 * The guard looks every token up on every request (nothing cached): a change made through one
 * server instance holds on the other at its very next request. On PostgreSQL the second
 * instance has its own pool on the same database; on PGlite both share the one handle.
 */
describe('tokens across two server instances on one database', () => {
  let t: TestApp;
  let secondDatabase: Database;
  let appB: FastifyInstance;
  let storeId: string;

  beforeAll(async () => {
    t = await createTestApp();
    secondDatabase = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl, dataDir: null }) : t.database;
    appB = await buildApp({
      config: readConfig({ DATA_DIR: path.join(os.tmpdir(), `comanda-test-${randomUUID()}`), LOG_LEVEL: 'silent' }),
      database: secondDatabase,
      serveWebApp: false,
    });
    storeId = (await createStore(t.database.db, { slug: 'dos-instancias' })).id;
  });
  afterAll(async () => {
    await appB.close();
    if (secondDatabase !== t.database) await secondDatabase.close();
    await t.close();
  });

  const credentials = (app: FastifyInstance, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: authRoutes.credentials.path, headers });
  const expectUnauthorized = async (app: FastifyInstance, who: StaffFixture) =>
    expect(errorOf(await credentials(app, who.headers))).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });

  it('an access token signed out on one instance fails on its next request to the other', async () => {
    const me = await staffAccess(t, { storeId, role: 'admin' });
    // Both instances have just served it.
    resultOf(authRoutes.credentials, await credentials(t.app, me.headers));
    resultOf(authRoutes.credentials, await credentials(appB, me.headers));

    const out = await appB.inject({ method: 'POST', url: authRoutes.signOut.path, headers: me.headers });
    expect(resultOf(authRoutes.signOut, out)).toBe('success');
    await expectUnauthorized(t.app, me);
    await expectUnauthorized(appB, me);
  });

  it('a power deactivated through the other instance stops its access at the next request', async () => {
    const me = await staffAccess(t, { storeId, role: 'operator' });
    resultOf(authRoutes.credentials, await credentials(t.app, me.headers));
    await secondDatabase.db.updateTable('powers').set({ active: false }).where('id', '=', me.powerId).execute();
    await expectUnauthorized(t.app, me);
  });

  it("history rows name the staff member as they are named at the change, renamed on another instance or not", async () => {
    const me = await staffAccess(t, { storeId, role: 'admin' });
    const { id: orderId } = await placeOrder(t.database.db, storeId, testOrder());
    const setStatus = (app: FastifyInstance, status: string) =>
      app.inject({
        method: 'PUT',
        url: fillPath(orderRoutes.setStatus.path, { orderId }),
        headers: me.headers,
        payload: { status },
      });
    resultOf(orderRoutes.setStatus, await setStatus(t.app, 'payment_pending'));
    await secondDatabase.db
      .updateTable('users')
      .set({ first_name: 'Renombrada', last_name: 'Perez' })
      .where('id', '=', me.user.id)
      .execute();
    resultOf(orderRoutes.setStatus, await setStatus(t.app, 'payment_paid'));
    const names = (await orderEventRows(t.database.db, orderId)).map((row) => row.actor_name);
    expect(names.at(-1)).toBe('Renombrada Perez');
    expect(names.at(-2)).not.toBe('Renombrada Perez');
  });
});
