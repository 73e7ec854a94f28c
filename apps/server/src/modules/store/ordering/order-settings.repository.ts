import { sql } from 'kysely';
import type { ScheduleEntry } from '@comanda/contract/store/schedule';
import type { Db } from '../../../db/database';
import type { ScheduleList } from '../../../db/tables/store-settings';
import { timeFromColumn } from '../../../db/time-column';
import type { StoreSettingsRow } from '../shared/store-settings.repository';

type EntryJson = { list: ScheduleList; id: string; day: ScheduleEntry['day']; starts: string; ends: string; active: boolean };

/**
 * The store's settings row (undefined while never saved) and its three schedule lists, each in
 * the order saved, in one statement.
 */
export async function findSettingsWithSchedules(
  db: Db,
  storeId: string,
): Promise<{ row: StoreSettingsRow | undefined; schedules: Record<ScheduleList, ScheduleEntry[]> }> {
  const { rows } = await sql<Partial<StoreSettingsRow> & { entries: EntryJson[] }>`
    select ss.*, coalesce((
      select json_agg(json_build_object(
        'list', e.list, 'id', e.id, 'day', e.day, 'starts', e.starts, 'ends', e.ends, 'active', e.active
      ) order by e.list, e.position)
      from store_schedule_entries e where e.store_id = k.id), '[]') as entries
    from (select ${storeId}::uuid as id) k
    left join store_settings ss on ss.store_id = k.id
  `.execute(db);
  const first = rows[0];
  if (!first) throw new Error(`Sin fila de ajustes para ${storeId}`);
  const { entries, ...settings } = first;
  const schedules: Record<ScheduleList, ScheduleEntry[]> = { opening: [], shipment: [], take_away: [] };
  for (const entry of entries) {
    schedules[entry.list].push({
      id: entry.id,
      day: entry.day,
      start: timeFromColumn(entry.starts),
      end: timeFromColumn(entry.ends),
      active: entry.active,
    });
  }
  const row = settings.store_id ? (settings as StoreSettingsRow) : undefined;
  return { row, schedules };
}
