import { type Expression, type RawBuilder, sql } from 'kysely';
import type { ScheduleEntry } from '@comanda/contract/store/schedule';
import type { Db } from '../../../db/database';
import type { ScheduleList } from '../../../db/tables/store-settings';
import { timeFromColumn } from '../../../db/time-column';
import type { StoreSettingsRow } from '../shared/store-settings.repository';

type EntryJson = { list: ScheduleList; id: string; day: ScheduleEntry['day']; starts: string; ends: string; active: boolean };

/** What a statement that reads `ss.*` (a left join of store_settings) and `scheduleEntriesJson` answers. */
export type SettingsWithEntriesRow = Partial<StoreSettingsRow> & { entries: EntryJson[] };

export interface SettingsWithSchedules {
  /** undefined while the store never saved a settings group. */
  row: StoreSettingsRow | undefined;
  schedules: Record<ScheduleList, ScheduleEntry[]>;
}

/** The store's three schedule lists, each in the order saved, as one JSON column. */
export function scheduleEntriesJson(storeId: Expression<string>): RawBuilder<EntryJson[]> {
  return sql<EntryJson[]>`coalesce((
    select json_agg(json_build_object(
      'list', e.list, 'id', e.id, 'day', e.day, 'starts', e.starts, 'ends', e.ends, 'active', e.active
    ) order by e.list, e.position)
    from store_schedule_entries e where e.store_id = ${storeId}), '[]')`;
}

/** The settings row and schedules out of a row with `ss.*` and the entries column. */
export function settingsFromRow({ entries, ...settings }: SettingsWithEntriesRow): SettingsWithSchedules {
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

/**
 * The store's settings row (undefined while never saved) and its three schedule lists, each in
 * the order saved, in one statement.
 */
export async function findSettingsWithSchedules(db: Db, storeId: string): Promise<SettingsWithSchedules> {
  const { rows } = await sql<SettingsWithEntriesRow>`
    select ss.*, ${scheduleEntriesJson(sql.ref('k.id'))} as entries
    from (select ${storeId}::uuid as id) k
    left join store_settings ss on ss.store_id = k.id
  `.execute(db);
  const first = rows[0];
  if (!first) throw new Error(`Sin fila de ajustes para ${storeId}`);
  return settingsFromRow(first);
}
