import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { DeliveryChannel } from '../../../db/tables/notifications';

/** A claimed outbox row with what its message needs. */
export interface ClaimedDelivery {
  id: number;
  key: string;
  channel: DeliveryChannel;
  storeId: string;
  storeName: string;
  powerId: string;
  deviceId: string | null;
  phone: string | null;
  /** Counting this one. */
  attempts: number;
  /** null for a test message. */
  order: { id: string; number: number; clientName: string; total: string } | null;
  /** push: the device's subscription now (null once it unsubscribed). */
  subscription: string | null;
}

interface ClaimedRow {
  id: number;
  key: string;
  channel: DeliveryChannel;
  store_id: string;
  store_name: string;
  power_id: string;
  device_id: string | null;
  phone: string | null;
  attempts: number;
  order_id: string | null;
  number: number | null;
  client_name: string | null;
  total: string | null;
  subscription: string | null;
}

/**
 * Takes up to `limit` due rows for this instance, in one autocommit statement: each gets a lease
 * (locked_until) and its attempt counted. No transaction stays open while sending; other
 * instances skip a leased row, and a crash mid-send frees it when the lease passes.
 */
export async function claimDueDeliveries(db: Db, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const { rows } = await sql<ClaimedRow>`
    with due as (
      select id from notification_deliveries
      where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    ), claimed as (
      update notification_deliveries d
      set locked_until = now() + make_interval(secs => ${leaseMs / 1000}), attempts = d.attempts + 1
      from due where d.id = due.id
      returning d.id, d.key, d.channel, d.store_id, d.power_id, d.device_id, d.phone, d.attempts, d.order_id
    )
    select c.id, c.key, c.channel, c.store_id, s.name as store_name, c.power_id, c.device_id, c.phone, c.attempts,
      c.order_id, o.number, o.client_name, o.imports_total::text as total, ps.subscription
    from claimed c
    join stores s on s.id = c.store_id
    left join orders o on o.id = c.order_id
    left join push_subscriptions ps on c.channel = 'push' and ps.power_id = c.power_id and ps.device_id = c.device_id
    order by c.id`.execute(db);
  return rows.map((row) => ({
    id: Number(row.id),
    key: row.key,
    channel: row.channel,
    storeId: row.store_id,
    storeName: row.store_name,
    powerId: row.power_id,
    deviceId: row.device_id,
    phone: row.phone,
    attempts: Number(row.attempts),
    order:
      row.order_id !== null && row.number !== null
        ? { id: row.order_id, number: row.number, clientName: row.client_name ?? '', total: row.total ?? '0.00' }
        : null,
    subscription: row.subscription,
  }));
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .updateTable('notification_deliveries')
    .set({ status: 'sent', sent_at: sql`now()`, locked_until: null })
    .where('id', '=', id)
    .execute();
}

/** Pending again, due `delayMs` from now. */
export async function markRetry(db: Db, id: number, delayMs: number, error: string): Promise<void> {
  await db
    .updateTable('notification_deliveries')
    .set({
      status: 'pending',
      next_attempt_at: sql`now() + make_interval(secs => ${delayMs / 1000})`,
      locked_until: null,
      last_error: error,
    })
    .where('id', '=', id)
    .execute();
}

/** The dead letter ('failed') or not sent on purpose ('skipped'): no further attempt. */
export async function markFinal(db: Db, id: number, status: 'failed' | 'skipped', error: string): Promise<void> {
  await db
    .updateTable('notification_deliveries')
    .set({ status, locked_until: null, last_error: error })
    .where('id', '=', id)
    .execute();
}

/** Removes a subscription the push service called gone, unless the device subscribed again since. */
export async function deleteGoneSubscription(db: Db, powerId: string, deviceId: string, subscription: string): Promise<void> {
  await db
    .deleteFrom('push_subscriptions')
    .where('power_id', '=', powerId)
    .where('device_id', '=', deviceId)
    .where('subscription', '=', subscription)
    .execute();
}
