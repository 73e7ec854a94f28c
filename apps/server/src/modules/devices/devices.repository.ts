import type { Db } from '../../db/database';

export interface DeviceRow {
  id: string;
  created_at: Date;
}

/** Inserts the device unless it is already registered (registering twice is harmless). */
export async function insertDeviceIfMissing(db: Db, id: string): Promise<void> {
  await db
    .insertInto('devices')
    .values({ id })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function findDeviceById(db: Db, id: string): Promise<DeviceRow | undefined> {
  return db.selectFrom('devices').select(['id', 'created_at']).where('id', '=', id).executeTakeFirst();
}
