import { type Expression, type RawBuilder, type Selectable, sql } from 'kysely';
import type { StoreChannel } from '@comanda/contract/store/status';
import type { Db } from '../../../db/database';
import type { StoreExtraDelaysTable, StorePausesTable } from '../../../db/tables/store-status';

/*
 * The store's status holds (migration 015): a pause per channel and the extra delay. Rows of a
 * closed turn, or past their `until`, may still be here until the announcer or the turn's close
 * deletes them; the status rule ignores them.
 */

export type PauseRow = Selectable<StorePausesTable>;
export type ExtraDelayRow = Selectable<StoreExtraDelaysTable>;

/** Who set a hold, in which turn, when and until when. */
export interface HoldValues {
  turnId: string;
  until: Date | null;
  setBy: string;
  setByName: string;
  setAt: Date;
}

export async function findPauses(db: Db, storeId: string): Promise<PauseRow[]> {
  return db.selectFrom('store_pauses').selectAll().where('store_id', '=', storeId).orderBy('channel').execute();
}

export async function findExtraDelay(db: Db, storeId: string): Promise<ExtraDelayRow | undefined> {
  return db.selectFrom('store_extra_delays').selectAll().where('store_id', '=', storeId).executeTakeFirst();
}

/** A hold row as JSON: its times as ISO text. */
export type HoldJson<R extends { until: Date | null; set_at: Date }> = Omit<R, 'until' | 'set_at'> & { until: string | null; set_at: string };

const holdFromJson = <R extends { until: Date | null; set_at: Date }>(json: HoldJson<R>): R =>
  ({ ...json, until: json.until === null ? null : new Date(json.until), set_at: new Date(json.set_at) }) as unknown as R;

/** findPauses as a JSON column of a larger statement; read it back with pausesFromJson. */
export const pausesJson = (storeId: Expression<string>): RawBuilder<HoldJson<PauseRow>[]> =>
  sql<HoldJson<PauseRow>[]>`coalesce((
    select json_agg(to_json(p) order by p.channel) from store_pauses p where p.store_id = ${storeId}), '[]')`;

export const pausesFromJson = (rows: HoldJson<PauseRow>[]): PauseRow[] => rows.map((row) => holdFromJson<PauseRow>(row));

/** findExtraDelay as a JSON column (null without one); read it back with extraDelayFromJson. */
export const extraDelayJson = (storeId: Expression<string>): RawBuilder<HoldJson<ExtraDelayRow> | null> =>
  sql<HoldJson<ExtraDelayRow> | null>`(select to_json(d) from store_extra_delays d where d.store_id = ${storeId})`;

export const extraDelayFromJson = (row: HoldJson<ExtraDelayRow> | null): ExtraDelayRow | undefined =>
  row === null ? undefined : holdFromJson<ExtraDelayRow>(row);

/** The id of the store's open turn (at most one is open), null while closed: what the status rule reads of turns. */
export const openTurnIdOf = (storeId: Expression<string>): RawBuilder<string | null> =>
  sql<string | null>`(select t.id from turns t where t.store_id = ${storeId} and t.closed_at is null)`;

/** The store's time zone; undefined for an unknown store. */
export async function findStoreTimeZone(db: Db, storeId: string): Promise<string | undefined> {
  const row = await db.selectFrom('stores').select('timezone').where('id', '=', storeId).executeTakeFirst();
  return row?.timezone;
}

/** Sets (or replaces) the channels' pauses. */
export async function upsertPauses(db: Db, storeId: string, channels: readonly StoreChannel[], hold: HoldValues): Promise<void> {
  const values = { turn_id: hold.turnId, until: hold.until, set_by: hold.setBy, set_by_name: hold.setByName, set_at: hold.setAt };
  await db
    .insertInto('store_pauses')
    .values(channels.map((channel) => ({ store_id: storeId, channel, ...values })))
    .onConflict((conflict) => conflict.columns(['store_id', 'channel']).doUpdateSet(values))
    .execute();
}

/** Lifts the channels' pauses; answers the rows deleted. */
export async function deletePauses(db: Db, storeId: string, channels: readonly StoreChannel[]): Promise<PauseRow[]> {
  return db
    .deleteFrom('store_pauses')
    .where('store_id', '=', storeId)
    .where('channel', 'in', [...channels])
    .returningAll()
    .execute();
}

export async function upsertExtraDelay(db: Db, storeId: string, minutes: number, hold: HoldValues): Promise<void> {
  const values = {
    turn_id: hold.turnId,
    minutes,
    until: hold.until,
    set_by: hold.setBy,
    set_by_name: hold.setByName,
    set_at: hold.setAt,
  };
  await db
    .insertInto('store_extra_delays')
    .values({ store_id: storeId, ...values })
    .onConflict((conflict) => conflict.column('store_id').doUpdateSet(values))
    .execute();
}

export async function deleteExtraDelay(db: Db, storeId: string): Promise<ExtraDelayRow | undefined> {
  return db.deleteFrom('store_extra_delays').where('store_id', '=', storeId).returningAll().executeTakeFirst();
}

/** Holds whose `until` is at or before `now`, of every store, oldest first, at most `limit` of each kind. */
export async function findEndedHolds(
  db: Db,
  now: Date,
  limit: number,
): Promise<{ pauses: PauseRow[]; extraDelays: ExtraDelayRow[] }> {
  const pauses = await db
    .selectFrom('store_pauses')
    .selectAll()
    .where('until', '<=', now)
    .orderBy('until')
    .limit(limit)
    .execute();
  const extraDelays = await db
    .selectFrom('store_extra_delays')
    .selectAll()
    .where('until', '<=', now)
    .orderBy('until')
    .limit(limit)
    .execute();
  return { pauses, extraDelays };
}

/**
 * Deletes the channel's pause if it has still ended by `now` (not replaced meanwhile); answers
 * it, or undefined when another instance (or a new pause) got there first.
 */
export async function deleteEndedPause(db: Db, storeId: string, channel: StoreChannel, now: Date): Promise<PauseRow | undefined> {
  return db
    .deleteFrom('store_pauses')
    .where('store_id', '=', storeId)
    .where('channel', '=', channel)
    .where('until', '<=', now)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteEndedExtraDelay(db: Db, storeId: string, now: Date): Promise<ExtraDelayRow | undefined> {
  return db
    .deleteFrom('store_extra_delays')
    .where('store_id', '=', storeId)
    .where('until', '<=', now)
    .returningAll()
    .executeTakeFirst();
}
