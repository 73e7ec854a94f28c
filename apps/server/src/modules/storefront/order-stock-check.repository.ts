import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { StockUnits } from '../catalogue/stock/stock-units';

/**
 * The quote's look at stock: true when some of the store's stock items has fewer units than the
 * order would take (placing it would answer STOCK:INSUFFICIENT). Reads without locking or taking.
 */
export async function stockFallsShort(db: Db, storeId: string, units: StockUnits): Promise<boolean> {
  if (units.size === 0) return false;
  const ids = [...units.keys()];
  const counts = ids.map((id) => units.get(id) ?? 0);
  const { rows } = await sql<{ short: boolean }>`
    select exists (
      select 1 from unnest(${ids}::uuid[], ${counts}::int[]) as n(id, units)
      join stock_items s on s.id = n.id and s.store_id = ${storeId}
      where s.count < n.units
    ) as short
  `.execute(db);
  return rows[0]?.short ?? false;
}
