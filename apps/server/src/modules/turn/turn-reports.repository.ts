import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** A turn with the names of who opened and closed it (null: unknown, or the user is gone). */
export interface TurnRecord {
  id: string;
  store_id: string;
  opened_at: Date;
  closed_at: Date | null;
  opened_by: string | null;
  closed_by: string | null;
}

const fullName = (alias: 'opener' | 'closer') =>
  sql<string | null>`nullif(trim(${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}), '')`;

function turnRecords(db: Db, storeId: string) {
  return db
    .selectFrom('turns as t')
    .leftJoin('users as opener', 'opener.id', 't.opened_by')
    .leftJoin('users as closer', 'closer.id', 't.closed_by')
    .select([
      't.id',
      't.store_id',
      't.opened_at',
      't.closed_at',
      fullName('opener').as('opened_by'),
      fullName('closer').as('closed_by'),
    ])
    .where('t.store_id', '=', storeId);
}

/** A page of the store's turns, newest first (turns_store_opened_idx). */
export function findTurnRecords(db: Db, storeId: string, page: { limit: number; skip: number }): Promise<TurnRecord[]> {
  return turnRecords(db, storeId)
    .orderBy('t.opened_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(page.limit)
    .offset(page.skip)
    .execute();
}

export async function countTurns(db: Db, storeId: string): Promise<number> {
  const row = await db
    .selectFrom('turns')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('store_id', '=', storeId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One turn of the store; undefined when there is none by that id in the store. */
export function findTurnRecord(db: Db, storeId: string, turnId: string): Promise<TurnRecord | undefined> {
  return turnRecords(db, storeId).where('t.id', '=', turnId).executeTakeFirst();
}
