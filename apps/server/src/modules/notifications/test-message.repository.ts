import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Whose test message: the signed-in power, its user and store. */
export interface TestRecipient {
  storeId: string;
  powerId: string;
  userId: string;
}

/** The outbox's channel for the senders (migration 019 wakes them the same way). */
const NOTIFICATIONS_CHANNEL = 'comanda_notifications';

/** One 'test' row per device this power subscribed; how many were queued. */
export async function queueTestPush(db: Db, to: TestRecipient): Promise<number> {
  const rows = await db
    .insertInto('notification_deliveries')
    .columns(['store_id', 'order_id', 'key', 'power_id', 'user_id', 'channel', 'device_id', 'phone'])
    .expression((eb) =>
      eb
        .selectFrom('push_subscriptions')
        .select([
          sql.val(to.storeId).as('store_id'),
          sql<null>`null`.as('order_id'),
          sql.val('test').as('key'),
          'power_id',
          sql.val(to.userId).as('user_id'),
          sql.val('push').as('channel'),
          'device_id',
          sql<null>`null`.as('phone'),
        ])
        .where('power_id', '=', to.powerId),
    )
    .returning('id')
    .execute();
  return rows.length;
}

/** One 'test' row to the user's phone; 0 when the user has none. */
export async function queueTestWhatsApp(db: Db, to: TestRecipient): Promise<number> {
  const rows = await db
    .insertInto('notification_deliveries')
    .columns(['store_id', 'order_id', 'key', 'power_id', 'user_id', 'channel', 'device_id', 'phone'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select([
          sql.val(to.storeId).as('store_id'),
          sql<null>`null`.as('order_id'),
          sql.val('test').as('key'),
          sql.val(to.powerId).as('power_id'),
          'id',
          sql.val('whatsapp').as('channel'),
          sql<null>`null`.as('device_id'),
          'phone',
        ])
        .where('id', '=', to.userId)
        .where('phone', 'is not', null),
    )
    .returning('id')
    .execute();
  return rows.length;
}

/** Wakes the senders of every instance when the transaction commits. */
export async function wakeSenders(db: Db): Promise<void> {
  await sql`select pg_notify(${NOTIFICATIONS_CHANNEL}, '')`.execute(db);
}
