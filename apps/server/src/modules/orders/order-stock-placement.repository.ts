import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { StockTargets } from '../catalogue/visible/stock-availability.service';
import type { StockUnits } from '../catalogue/stock/stock-units';
import type { StockChange } from '../catalogue/stock/stock-warnings';

/*
 * Placement's stock take in one statement for all its stock items (order-stock.service.ts):
 * the same locks, check and writes as taking item by item, in one round trip.
 */

/**
 * Takes the units from the store's stock items and records them as the order's held takes, in
 * one statement: the items are locked in id order (concurrent orders change stock one after the
 * other without deadlocks), and when any locked item has fewer units than asked nothing is
 * taken nor recorded. An item deleted meanwhile is not among them. Answers 'insufficient', or
 * the ids of the items taken from and, among them, those whose take reached their 'Avisar con'
 * (count before and after: the caller decides whether it crossed, stock-warnings.ts).
 */
export async function takeStockForOrder(
  trx: Db,
  storeId: string,
  orderId: string,
  units: StockUnits,
): Promise<{ taken: string[]; warned: StockChange[] } | 'insufficient'> {
  const ids = [...units.keys()];
  const counts = ids.map((id) => units.get(id) ?? 0);
  const { rows } = await sql<{
    short: boolean;
    taken: string[] | null;
    warned: Array<{ id: string; count: number; units: number; warn_count: number }> | null;
  }>`
    with need as (
      select n.id, n.units from unnest(${ids}::uuid[], ${counts}::int[]) as n(id, units)
    ), locked as materialized (
      select s.id, s.count from stock_items s
      where s.store_id = ${storeId} and s.id in (select id from need)
      order by s.id
      for update
    ), short as (
      select exists (select 1 from locked l join need n on n.id = l.id where l.count < n.units) as short
    ), moved as (
      update stock_items s set count = s.count - n.units
      from need n, short
      where s.id = n.id and s.store_id = ${storeId} and not short.short
      returning s.id, n.units, s.count, s.warn_count
    ), recorded as (
      insert into order_stock_takes (order_id, stock_item_id, store_id, quantity)
      select ${orderId}::uuid, m.id, ${storeId}::uuid, m.units from moved m
    )
    select short.short, (select array_agg(m.id order by m.id) from moved m) as taken,
      (select json_agg(json_build_object('id', m.id, 'count', m.count, 'units', m.units, 'warn_count', m.warn_count))
        from moved m where m.count <= m.warn_count) as warned
    from short
  `.execute(trx);
  const row = rows[0];
  if (!row || row.short) return 'insufficient';
  const warned = (row.warned ?? []).map(
    (item): StockChange => ({
      id: item.id,
      before: { count: item.count + item.units, warnCount: item.warn_count },
      after: { count: item.count, warnCount: item.warn_count },
    }),
  );
  return { taken: row.taken ?? [], warned };
}

/**
 * The articles and options the stock items refer to now (read once they are locked and taken
 * from), and whether stock governs any of them: some stock item's ref to it has a
 * disable_min_count, or stock disabled it. When none is governed, re-applying their
 * availability would change nothing (none can be low, none waits to be enabled again).
 * Refs of the locked items cannot change before commit (their saves lock the item first).
 */
export async function stockTargetsOfItems(trx: Db, stockIds: readonly string[]): Promise<StockTargets & { governed: boolean }> {
  if (stockIds.length === 0) return { articleIds: [], optionIds: [], governed: false };
  const { rows } = await sql<{ article_ids: string[] | null; option_ids: string[] | null; governed: boolean }>`
    with t as (select r.article_id, r.option_id from stock_refs r where r.stock_id = any(${[...stockIds]}::uuid[]))
    select
      (select array_agg(t.article_id) from t where t.article_id is not null) as article_ids,
      (select array_agg(t.option_id) from t where t.option_id is not null) as option_ids,
      exists (select 1 from stock_refs g join t on g.article_id = t.article_id where g.disable_min_count is not null)
        or exists (select 1 from stock_refs g join t on g.option_id = t.option_id where g.disable_min_count is not null)
        or exists (select 1 from articles a join t on a.id = t.article_id where a.disabled_by_stock)
        or exists (select 1 from topping_options o join t on o.id = t.option_id where o.disabled_by_stock) as governed
  `.execute(trx);
  const row = rows[0];
  return { articleIds: row?.article_ids ?? [], optionIds: row?.option_ids ?? [], governed: row?.governed ?? false };
}
