import type { ScheduleEntry } from '@comanda/contract/store/schedule';
import type { Db } from '../../../db/database';
import type { ScheduleList } from '../../../db/tables/store-settings';
import { timeFromColumn } from '../../../db/time-column';

/** One of the store's weekly lists (opening hours, shipment or take-away slots), in the order saved. */
export async function findScheduleEntries(db: Db, storeId: string, list: ScheduleList): Promise<ScheduleEntry[]> {
  const rows = await db
    .selectFrom('store_schedule_entries')
    .select(['id', 'day', 'starts', 'ends', 'active'])
    .where('store_id', '=', storeId)
    .where('list', '=', list)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    day: row.day,
    start: timeFromColumn(row.starts),
    end: timeFromColumn(row.ends),
    active: row.active,
  }));
}

/** The list becomes exactly `entries`, each keeping its id (orders refer to slots by id). */
export async function replaceScheduleEntries(
  db: Db,
  storeId: string,
  list: ScheduleList,
  entries: readonly ScheduleEntry[],
): Promise<void> {
  await db.deleteFrom('store_schedule_entries').where('store_id', '=', storeId).where('list', '=', list).execute();
  if (entries.length === 0) return;
  await db
    .insertInto('store_schedule_entries')
    .values(
      entries.map((entry, position) => ({
        store_id: storeId,
        list,
        id: entry.id,
        position,
        day: entry.day,
        starts: entry.start,
        ends: entry.end,
        active: entry.active,
      })),
    )
    .execute();
}
