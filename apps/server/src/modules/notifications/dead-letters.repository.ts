import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { DeliveryChannel } from '../../db/tables/notifications';

/*
 * The outbox's dead letters (status 'failed': a permanent error or the attempts spent), as
 * `npm run cli -- notifications failed | retry` lists and requeues them.
 */

export interface DeadLetter {
  id: number;
  createdAt: Date;
  storeSlug: string;
  storeTimezone: string;
  channel: DeliveryChannel;
  key: string;
  /** null for a test message. */
  orderNumber: number | null;
  userEmail: string | null;
  attempts: number;
  lastError: string | null;
}

/** The newest `limit` dead letters, newest first, and how many there are in all. */
export async function listDeadLetters(db: Db, limit: number): Promise<{ total: number; rows: DeadLetter[] }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('notification_deliveries as d')
      .innerJoin('stores as s', 's.id', 'd.store_id')
      .innerJoin('users as u', 'u.id', 'd.user_id')
      .leftJoin('orders as o', 'o.id', 'd.order_id')
      .select([
        'd.id',
        'd.created_at as createdAt',
        's.slug as storeSlug',
        's.timezone as storeTimezone',
        'd.channel',
        'd.key',
        'o.number as orderNumber',
        'u.email as userEmail',
        'd.attempts',
        'd.last_error as lastError',
      ])
      .where('d.status', '=', 'failed')
      .orderBy('d.id', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('notification_deliveries')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('status', '=', 'failed')
      .executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.total), rows };
}

/**
 * Puts dead letters back in the queue as new: pending now, no attempts, no lease; the last error
 * stays until the next attempt writes its own. A WhatsApp row takes the user's phone as it is
 * now, so fixing an invalid phone and retrying sends it. All of them, or only `ids`. Answers the
 * ids requeued; the running servers' senders are woken when it commits (and poll anyway).
 */
export async function requeueDeadLetters(db: Db, ids?: readonly number[]): Promise<number[]> {
  if (ids?.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable('notification_deliveries')
      .set({
        status: 'pending',
        attempts: 0,
        next_attempt_at: sql`now()`,
        locked_until: null,
        // Push rows have no phone; a user without one now keeps the row's.
        phone: sql`case when channel = 'whatsapp'
          then coalesce((select u.phone from users u where u.id = notification_deliveries.user_id), phone) end`,
      })
      .where('status', '=', 'failed');
    if (ids) update = update.where('id', 'in', [...ids]);
    const requeued = await update.returning('id').execute();
    if (requeued.length > 0) await sql`select pg_notify('comanda_notifications', '')`.execute(trx);
    return requeued.map((row) => row.id).sort((a, b) => a - b);
  });
}
