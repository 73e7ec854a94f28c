import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/database';
import type { DeliveryChannel, DeliveryStatus } from './db/tables/notifications';
import { createStore, createUser, grantPower } from './testing/fixtures';
import { placeOrder, testOrder } from './testing/order-kit';
import { runCliIn } from './testing/cli-kit';
import { createTestDatabase } from './testing/test-app';

/*
 * `npm run cli -- notifications failed | retry`: the outbox's dead letters listed and requeued.
 * No server runs on this database, so the rows stay as the commands leave them.
 */
describe('cli notifications', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const dataDir = path.join(os.tmpdir(), `comanda-cli-notifications-${randomUUID()}`);

  const run = (...args: string[]) => runCliIn(database, dataDir, args);

  interface Row {
    channel: DeliveryChannel;
    key: string;
    status: DeliveryStatus;
    attempts: number;
    last_error: string | null;
    created_at: string;
    order_id: string | null;
  }
  let store: { id: string };
  let power: { id: string };
  let user: { id: string };
  let order: { id: string; number: number };
  const insert = async (row: Row): Promise<number> => {
    const inserted = await database.db
      .insertInto('notification_deliveries')
      .values({
        store_id: store.id,
        order_id: row.order_id,
        key: row.key,
        power_id: power.id,
        user_id: user.id,
        channel: row.channel,
        device_id: row.channel === 'push' ? randomUUID() : null,
        phone: row.channel === 'whatsapp' ? '+5493415123456' : null,
        status: row.status,
        attempts: row.attempts,
        last_error: row.last_error,
        created_at: row.created_at,
        next_attempt_at: row.created_at,
        locked_until: row.status === 'failed' ? null : '2030-01-01T00:00:00Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  };
  const statusOf = (ids: number[]) =>
    database.db
      .selectFrom('notification_deliveries')
      .select(['id', 'status', 'attempts', 'last_error', 'locked_until', 'phone'])
      .select(sql<boolean>`next_attempt_at <= now()`.as('due'))
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    store = await createStore(database.db, { slug: 'centro', timezone: 'America/Argentina/Cordoba' });
    user = await createUser(database.db, { email: 'ana@ejemplo.com' });
    power = await grantPower(database.db, { storeId: store.id, userId: user.id, role: 'admin' });
    order = await placeOrder(database.db, store.id, testOrder());
  });
  afterAll(() => drop());

  it('says so when there are no dead letters, and requeues none', async () => {
    expect(await run('notifications', 'failed')).toEqual({ code: 0, out: 'No hay notificaciones fallidas.\n', err: '' });
    expect(await run('notifications', 'retry')).toEqual({ code: 0, out: 'Notificaciones reencoladas: 0.\n', err: '' });
  });

  it('lists dead letters newest first with store, channel, key, order, recipient, attempts and last error; retry requeues them', async () => {
    const phoneDead = await insert({
      channel: 'whatsapp', key: 'order:created', status: 'failed', attempts: 1, last_error: 'telefono invalido',
      created_at: '2025-03-01T15:04:00Z', order_id: order.id,
    });
    const pushDead = await insert({
      channel: 'push', key: 'test', status: 'failed', attempts: 8, last_error: 'el servicio de push respondio 500',
      created_at: '2025-03-01T16:30:00Z', order_id: null,
    });
    const whatsappDead = await insert({
      channel: 'whatsapp', key: 'order:delivery:rider:changed', status: 'failed', attempts: 3,
      last_error: 'WhatsApp respondio 400: Message undeliverable (codigo 131026)', created_at: '2025-03-02T02:59:00Z', order_id: order.id,
    });
    const pending = await insert({
      channel: 'whatsapp', key: 'order:created', status: 'pending', attempts: 2, last_error: 'WhatsApp no respondio a tiempo',
      created_at: '2025-03-02T03:00:00Z', order_id: order.id,
    });
    const sent = await insert({ channel: 'push', key: 'order:created', status: 'sent', attempts: 1, last_error: null, created_at: '2025-03-02T03:00:00Z', order_id: order.id });

    const listed = await run('notifications', 'failed');
    expect(listed.code).toBe(0);
    // Times on the store's clock (Cordoba, UTC-3); the pending and sent rows are not listed.
    expect(listed.out.split('\n')).toEqual([
      'Notificaciones fallidas: 3.',
      'id  creada (hora de la tienda)  tienda  canal  clave  pedido  destinatario  intentos / ultimo error',
      `#${whatsappDead}  2025-03-01 23:59  centro  whatsapp  order:delivery:rider:changed  pedido ${order.number}  ana@ejemplo.com  intentos 3`,
      '    WhatsApp respondio 400: Message undeliverable (codigo 131026)',
      `#${pushDead}  2025-03-01 13:30  centro  push  test  prueba  ana@ejemplo.com  intentos 8`,
      '    el servicio de push respondio 500',
      `#${phoneDead}  2025-03-01 12:04  centro  whatsapp  order:created  pedido ${order.number}  ana@ejemplo.com  intentos 1`,
      '    telefono invalido',
      'Reintentarlas: npm run cli -- notifications retry [--id N]',
      '',
    ]);
    const newest = await run('notifications', 'failed', '--limit', '1');
    expect(newest.out).toContain('Notificaciones fallidas: 3 (se muestran las 1 mas nuevas; --limit para ver mas).');
    expect(newest.out).toContain(`#${whatsappDead} `);
    expect(newest.out).not.toContain(`#${pushDead} `);

    // Only the ids given (repeated and comma-separated); ids that are not dead letters stay as they are.
    // A WhatsApp row takes the user's phone as it is now (fixed after 'telefono invalido').
    await database.db.updateTable('users').set({ phone: '+5491141235678' }).where('id', '=', user.id).execute();
    const some = await run('notifications', 'retry', '--id', String(phoneDead), '--id', `${pushDead},${pending},${sent}`);
    expect(some).toEqual({
      code: 0,
      out: `Notificaciones reencoladas: 2.\nNo estaban fallidas (quedan como estaban): ${pending}, ${sent}.\n`,
      err: '',
    });
    expect(await statusOf([phoneDead, pushDead, whatsappDead, pending, sent])).toEqual([
      // Due now, no attempts, no lease; the last error kept until the next attempt.
      { id: phoneDead, status: 'pending', attempts: 0, last_error: 'telefono invalido', locked_until: null, due: true, phone: '+5491141235678' },
      { id: pushDead, status: 'pending', attempts: 0, last_error: 'el servicio de push respondio 500', locked_until: null, due: true, phone: null },
      { id: whatsappDead, status: 'failed', attempts: 3, last_error: expect.stringContaining('131026'), locked_until: null, due: true, phone: '+5493415123456' },
      { id: pending, status: 'pending', attempts: 2, last_error: 'WhatsApp no respondio a tiempo', locked_until: expect.any(Date), due: true, phone: '+5493415123456' },
      { id: sent, status: 'sent', attempts: 1, last_error: null, locked_until: expect.any(Date), due: true, phone: null },
    ]);
    expect((await run('notifications', 'failed')).out).toContain('Notificaciones fallidas: 1.');

    expect(await run('notifications', 'retry')).toEqual({ code: 0, out: 'Notificaciones reencoladas: 1.\n', err: '' });
    expect(await statusOf([whatsappDead])).toMatchObject([{ status: 'pending', attempts: 0, locked_until: null, due: true }]);
    expect((await run('notifications', 'failed')).out).toBe('No hay notificaciones fallidas.\n');
  });

  it('refuses a bad --id or --limit with a clear message and exit code 1', async () => {
    const badId = await run('notifications', 'retry', '--id', '12,abc');
    expect(badId.code).toBe(1);
    expect(badId.err).toContain('"abc" no es un id de notificacion');
    const badLimit = await run('notifications', 'failed', '--limit', '0');
    expect(badLimit.code).toBe(1);
    expect(badLimit.err).toContain('"0" no es una cantidad');
  });
});
