import { type Selectable, type Updateable, sql } from 'kysely';
import type { Db } from '../../../db/database';
import type { StoreSettingsTable } from '../../../db/tables/store-settings';

export type StoreSettingsRow = Selectable<StoreSettingsTable>;
/** The columns of one settings group (delivery, payments, preparation). */
export type StoreSettingsColumns = Omit<Updateable<StoreSettingsTable>, 'store_id' | 'updated_at'>;

/** The store's settings row; undefined while no group was ever saved (every group is default). */
export async function findStoreSettings(db: Db, storeId: string): Promise<StoreSettingsRow | undefined> {
  return db.selectFrom('store_settings').selectAll().where('store_id', '=', storeId).executeTakeFirst();
}

/**
 * Writes one group's columns in a single statement: the row is created on the first save (the
 * other groups keep their column defaults) and only these columns change afterwards.
 */
export async function upsertStoreSettings(db: Db, storeId: string, columns: StoreSettingsColumns): Promise<void> {
  await db
    .insertInto('store_settings')
    .values({ store_id: storeId, ...columns })
    .onConflict((conflict) => conflict.column('store_id').doUpdateSet({ ...columns, updated_at: sql`now()` }))
    .execute();
}
