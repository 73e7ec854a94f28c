import { sql } from 'kysely';
import type { StockWarning } from '@comanda/contract/catalogue/stock';
import type { Db } from '../../../db/database';

/** A stock item's count and 'Avisar con' as a warning needs them. */
export interface StockWarnRow {
  id: string;
  description: string;
  count: number;
  warn_count: number | null;
}

/** The store's items at or below their threshold: out (zero) first, then by description. */
export async function findStockWarnings(db: Db, storeId: string): Promise<StockWarning[]> {
  const rows = await db
    .selectFrom('stock_items')
    .select(['id', 'description', 'count', 'warn_count'])
    .where('store_id', '=', storeId)
    .where('warn_count', 'is not', null)
    .where(sql<boolean>`count <= warn_count`)
    .orderBy(sql`count = 0`, 'desc')
    .orderBy('description')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    description: row.description,
    count: row.count,
    warn_count: row.warn_count ?? 0,
    level: row.count === 0 ? 'out' : 'low',
  }));
}

/** The item's count and threshold, its row locked until the transaction ends; undefined when not the store's. */
export async function lockStockWarnRow(db: Db, storeId: string, id: string): Promise<StockWarnRow | undefined> {
  return db
    .selectFrom('stock_items')
    .select(['id', 'description', 'count', 'warn_count'])
    .where('store_id', '=', storeId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function setStockCount(db: Db, storeId: string, id: string, count: number): Promise<void> {
  await db.updateTable('stock_items').set({ count }).where('store_id', '=', storeId).where('id', '=', id).execute();
}

/** Sets the threshold (a save that sends warn_count). */
export async function setStockWarnCount(db: Db, storeId: string, id: string, warnCount: number | null): Promise<void> {
  await db.updateTable('stock_items').set({ warn_count: warnCount }).where('store_id', '=', storeId).where('id', '=', id).execute();
}

/** The store's items among these ids, as they are now. */
export async function findStockWarnRows(db: Db, storeId: string, ids: readonly string[]): Promise<StockWarnRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('stock_items')
    .select(['id', 'description', 'count', 'warn_count'])
    .where('store_id', '=', storeId)
    .where('id', 'in', [...ids])
    .execute();
}
