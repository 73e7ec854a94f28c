import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StreamEvent } from '@comanda/contract/events';
import { storefrontRoutes } from '@comanda/contract/storefront';
import { buildApp } from '../../app';
import { readConfig } from '../../config';
import { type Database, openDatabase } from '../../db/database';
import {
  appendEvents,
  cutListenerConnections,
  listenerConnections,
  listenOnLoopback,
  statusChange,
} from '../../testing/events-kit';
import { openEventStreamClient } from '../../testing/event-stream-client';
import { createStorefrontWorld, orderBody, postOrder, type StorefrontWorld } from '../../testing/storefront-kit';
import { createTestApp, resultOf, type TestApp } from '../../testing/test-app';

/**
 * Two server instances on one database, as behind a load balancer: on PostgreSQL each has its
 * own handle (pool and listening connection) to the test database; on PGlite they share the one
 * embedded database, each with its own hub.
 */
describe('two server instances on one database', () => {
  let t: TestApp;
  let w: StorefrontWorld;
  let urlA: string;
  let secondDatabase: Database;
  let appB: FastifyInstance;
  let urlB: string;

  const isOrder = (orderId: string) => (event: StreamEvent) => event.type === 'order' && event.order.id === orderId;
  const placeOrderOnA = async () => resultOf(storefrontRoutes.createOrder, await postOrder(w, orderBody(w)));

  beforeAll(async () => {
    t = await createTestApp();
    w = await createStorefrontWorld('instancias', t);
    urlA = await listenOnLoopback(t.app);
    secondDatabase = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl, dataDir: null }) : t.database;
    appB = await buildApp({
      config: readConfig({ DATA_DIR: path.join(os.tmpdir(), `comanda-test-${randomUUID()}`), LOG_LEVEL: 'silent' }),
      database: secondDatabase,
      serveWebApp: false,
    });
    urlB = await listenOnLoopback(appB);
  });
  afterAll(async () => {
    await appB.close();
    if (secondDatabase !== t.database) await secondDatabase.close();
    await t.close();
  });

  it('an order placed through instance A reaches a stream on instance B', async () => {
    const stream = await openEventStreamClient(urlB, w.admin.headers);
    try {
      await stream.next();
      const order = await placeOrderOnA();
      expect(await stream.next(isOrder(order.id))).toMatchObject({ kind: 'order:created', order: { id: order.id } });
    } finally {
      stream.close();
    }
  });

  it("events committed while an instance's listening connection is down arrive once it is back", async () => {
    const stream = await openEventStreamClient(urlB, w.admin.headers);
    try {
      await stream.next();
      const order = await placeOrderOnA();
      await stream.next(isOrder(order.id));
      const before = await listenerConnections(secondDatabase);
      await cutListenerConnections(secondDatabase);
      await appendEvents(t.database, w.storeId, [statusChange(order.id, 'process', 'preparation_in_process')]);
      expect(await stream.next(isOrder(order.id))).toMatchObject({ kind: 'order:changed', to: 'preparation_in_process' });
      // On PostgreSQL both instances listen again, on new connections.
      const after = await listenerConnections(secondDatabase);
      expect(after).toHaveLength(before.length);
      expect(after.filter((pid) => before.includes(pid))).toEqual([]);
    } finally {
      stream.close();
    }
  });

  it('closing an instance ends its streams at once; the other instance goes on streaming', async () => {
    const onA = await openEventStreamClient(urlA, w.admin.headers);
    const onB = await openEventStreamClient(urlB, w.admin.headers);
    try {
      await Promise.all([onA.next(), onB.next()]);
      const started = Date.now();
      const closing = appB.close();
      await onB.ended;
      expect(Date.now() - started).toBeLessThan(1_000);
      // fetch keeps a spare socket that never carried a request; Node does not count it as idle,
      // so close() would wait for it. main.ts cuts such sockets after a grace period; so does this.
      appB.server.closeAllConnections();
      await closing;
      const order = await placeOrderOnA();
      await onA.next(isOrder(order.id));
    } finally {
      onA.close();
    }
  });
});
