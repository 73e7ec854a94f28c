import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { PowersTable } from '../../db/schema';
import type { NotificationSettingsTable } from '../../db/tables/notifications';

export type NotificationSettingsRow = Selectable<NotificationSettingsTable>;
type PowerRow = Selectable<PowersTable>;

/** null keeps the channel off; a list is written as its JSON text (see db/tables). */
const keysColumn = (keys: readonly string[] | null): string | null => (keys === null ? null : JSON.stringify(keys));

/** The power's settings, created with both channels off on first read. */
export async function ensureNotificationSettings(db: Db, powerId: string): Promise<NotificationSettingsRow> {
  await db
    .insertInto('notification_settings')
    .values({ id: randomUUID(), power_id: powerId })
    .onConflict((conflict) => conflict.column('power_id').doNothing())
    .execute();
  return db.selectFrom('notification_settings').selectAll().where('power_id', '=', powerId).executeTakeFirstOrThrow();
}

/** Creates or replaces the power's channel keys in one statement. */
export async function upsertNotificationKeys(
  db: Db,
  powerId: string,
  keys: { whatsapp: readonly string[] | null; push: readonly string[] | null },
): Promise<NotificationSettingsRow> {
  const columns = { whatsapp_keys: keysColumn(keys.whatsapp), push_keys: keysColumn(keys.push) };
  return db
    .insertInto('notification_settings')
    .values({ id: randomUUID(), power_id: powerId, ...columns })
    .onConflict((conflict) => conflict.column('power_id').doUpdateSet(columns))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The store's powers that have no notification settings yet (the demo seed fills them). */
export async function powersWithoutNotificationSettings(db: Db, storeId: string): Promise<Array<Pick<PowerRow, 'id' | 'role'>>> {
  return db
    .selectFrom('powers')
    .leftJoin('notification_settings as n', 'n.power_id', 'powers.id')
    .select(['powers.id', 'powers.role'])
    .where('powers.store_id', '=', storeId)
    .where('n.id', 'is', null)
    .orderBy('powers.created_at')
    .execute();
}
