import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** This power's subscription on this device becomes `subscription` (a serialised Web Push one). */
export async function upsertPushSubscription(
  db: Db,
  powerId: string,
  deviceId: string,
  subscription: string,
): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values({ power_id: powerId, device_id: deviceId, subscription })
    .onConflict((conflict) =>
      conflict.columns(['power_id', 'device_id']).doUpdateSet({ subscription, updated_at: sql`now()` }),
    )
    .execute();
}

export async function deletePushSubscription(db: Db, powerId: string, deviceId: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('power_id', '=', powerId).where('device_id', '=', deviceId).execute();
}

export async function findPushSubscription(db: Db, powerId: string, deviceId: string): Promise<string | null> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select('subscription')
    .where('power_id', '=', powerId)
    .where('device_id', '=', deviceId)
    .executeTakeFirst();
  return row?.subscription ?? null;
}
