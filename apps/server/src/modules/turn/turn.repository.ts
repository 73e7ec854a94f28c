import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Turn } from '@comanda/contract/turn';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-error';
import type { TurnsTable } from '../../db/tables/turns';

function toTurn(row: Selectable<TurnsTable>): Turn {
  return {
    id: row.id,
    store_id: row.store_id,
    status: row.closed_at === null ? 'opened' : 'closed',
    opened_at: row.opened_at.toISOString(),
    closed_at: row.closed_at?.toISOString() ?? null,
  };
}

/** The open turn, or else the last one closed; null when the store never opened one. */
export async function findCurrentTurn(db: Db, storeId: string): Promise<Turn | null> {
  const row = await db
    .selectFrom('turns')
    .selectAll()
    .where('store_id', '=', storeId)
    .orderBy((eb) => eb('closed_at', 'is', null), 'desc')
    .orderBy('opened_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toTurn(row) : null;
}

/** One turn of the store by id; null when it is not the store's. */
export async function findTurn(db: Db, storeId: string, turnId: string): Promise<Turn | null> {
  const row = await db
    .selectFrom('turns')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('id', '=', turnId)
    .executeTakeFirst();
  return row ? toTurn(row) : null;
}

/** Opens a turn; null when one is already open (the unique index decides, even under races). */
export async function insertOpenTurn(db: Db, storeId: string, userId: string): Promise<Turn | null> {
  try {
    const row = await db
      .insertInto('turns')
      .values({ id: randomUUID(), store_id: storeId, opened_by: userId })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toTurn(row);
  } catch (error) {
    if (isUniqueViolation(error, 'turns_one_open_per_store')) return null;
    throw error;
  }
}

/** Closes the open turn; null when there is none. */
export async function closeOpenTurn(db: Db, storeId: string, userId: string): Promise<Turn | null> {
  const row = await db
    .updateTable('turns')
    .set({ closed_at: new Date(), closed_by: userId })
    .where('store_id', '=', storeId)
    .where('closed_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
  return row ? toTurn(row) : null;
}
