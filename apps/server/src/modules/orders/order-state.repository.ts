import type { Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { OrdersTable } from '../../db/tables/orders';
import type { OrderState } from './order-flow';

/**
 * The store's order as the flow rules see it, its row locked until the transaction ends: two
 * staff changing one order at once take turns, and each diffs against what the other wrote.
 * undefined when there is no such order in the store.
 */
export async function lockOrderState(
  trx: Db,
  storeId: string,
  id: string,
): Promise<OrderState | undefined> {
  const row = await trx
    .selectFrom('orders')
    .select([
      'status',
      'preparation_status',
      'delivery_status',
      'payment_status',
      'rider_user_id',
      'promised_at',
      'accepted_at',
      'seen_at',
      'cancel_reason',
      'delivery_method',
      'delivery_immediate',
    ])
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    status: row.status,
    preparation: row.preparation_status,
    delivery: row.delivery_status,
    payment: row.payment_status,
    riderUserId: row.rider_user_id,
    promisedAt: row.promised_at,
    acceptedAt: row.accepted_at,
    seenAt: row.seen_at,
    cancelReason: row.cancel_reason,
    method: row.delivery_method,
    scheduled: !row.delivery_immediate,
  };
}

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * Writes the fields that differ between `before` and `after` (nothing when none do), stamped
 * with the change's `now`. prepared_at / delivered_at keep the moment preparation became
 * prepared / delivery became delivered, and are cleared when it moves to another value.
 */
export async function writeOrderState(
  trx: Db,
  storeId: string,
  id: string,
  before: OrderState,
  after: OrderState,
  now: Date,
): Promise<void> {
  const set: Updateable<OrdersTable> = {};
  if (after.status !== before.status) set.status = after.status;
  if (after.preparation !== before.preparation) {
    set.preparation_status = after.preparation;
    set.prepared_at = after.preparation === 'prepared' ? now : null;
  }
  if (after.delivery !== before.delivery) {
    set.delivery_status = after.delivery;
    set.delivered_at = after.delivery === 'delivered' ? now : null;
  }
  if (after.payment !== before.payment) set.payment_status = after.payment;
  if (after.riderUserId !== before.riderUserId) set.rider_user_id = after.riderUserId;
  if (!sameTime(after.promisedAt, before.promisedAt)) set.promised_at = after.promisedAt;
  if (!sameTime(after.acceptedAt, before.acceptedAt)) set.accepted_at = after.acceptedAt;
  if (!sameTime(after.seenAt, before.seenAt)) set.seen_at = after.seenAt;
  if (after.cancelReason !== before.cancelReason) set.cancel_reason = after.cancelReason;
  if (Object.keys(set).length === 0) return;
  await trx
    .updateTable('orders')
    .set({ ...set, updated_at: now })
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .execute();
}
