import type { StoreSchedule } from '@comanda/contract/store/schedule';
import type { Db } from '../../../db/database';
import { findScheduleEntries, replaceScheduleEntries } from '../shared/schedule-entries.repository';

/** The weekly opening hours (an empty list until first saved). */
export async function getStoreSchedule(db: Db, storeId: string): Promise<StoreSchedule> {
  return { schedules: await findScheduleEntries(db, storeId, 'opening') };
}

/** Replaces the whole week in one transaction; entries keep the ids the client gave them. */
export async function saveStoreSchedule(db: Db, storeId: string, body: StoreSchedule): Promise<StoreSchedule> {
  return db.transaction().execute(async (trx) => {
    await replaceScheduleEntries(trx, storeId, 'opening', body.schedules);
    return getStoreSchedule(trx, storeId);
  });
}
