import { sql } from 'kysely';
import type { Db } from '../../db/database';

/*
 * Reads of the sales rollups of migration 016 (the orders are never read here): a year is at
 * most 366 x 24 x 3 x 2 rows of sales_hours, or one row per day and article (or section) sold.
 * The rollup tables are written only by the migration's triggers, so they are read with plain
 * SQL rather than through the app's table types.
 */

/** A stored date range of the store's calendar, both dates included (YYYY-MM-DD). */
export interface DateRange {
  from: string;
  to: string;
}

/** One group of a breakdown; sales is exact numeric text. */
export interface RollupGroup {
  key: string;
  orders: number;
  units: number;
  sales: string;
}

export interface NamedRollupGroup extends RollupGroup {
  /** The article's or section's name now, or the name its lines were last sold under; null for no section. */
  name: string | null;
}

/**
 * The column of sales_hours a breakdown groups by, and its key's text: made from the grouped
 * value, so a year formats at most 366 dates, not every row it sums.
 */
const hourGroupings = {
  day: { column: sql.ref('local_date'), key: sql`to_char(local_date, 'YYYY-MM-DD')` },
  hour: { column: sql.ref('hour'), key: sql`lpad(hour::text, 2, '0')` },
  payment_method: { column: sql.ref('payment_method'), key: sql.ref('payment_method') },
  delivery_method: { column: sql.ref('delivery_method'), key: sql.ref('delivery_method') },
};
export type HourGrouping = keyof typeof hourGroupings;

const NO_SECTION = '00000000-0000-0000-0000-000000000000';

export async function findStoreTimeZone(db: Db, storeId: string): Promise<string> {
  const row = await db.selectFrom('stores').select('timezone').where('id', '=', storeId).executeTakeFirstOrThrow();
  return row.timezone;
}

/** The range's orders, lines and sales (orders' totals) by day, hour or method; groups without orders are left out. */
export async function findHourGroups(db: Db, storeId: string, range: DateRange, grouping: HourGrouping): Promise<RollupGroup[]> {
  const { column, key } = hourGroupings[grouping];
  const { rows } = await sql<RollupGroup>`
    select ${key} as key, sum(orders)::integer as orders, sum(units)::integer as units, sum(sales)::text as sales
    from sales_hours
    where store_id = ${storeId} and local_date between ${range.from}::date and ${range.to}::date
    group by ${column}
    having sum(orders) > 0
  `.execute(db);
  return rows;
}

/** Every order of the range once, and its lines (for the breakdowns whose rows share orders). */
export async function findRangeTotals(db: Db, storeId: string, range: DateRange): Promise<{ orders: number; units: number }> {
  const { rows } = await sql<{ orders: number; units: number }>`
    select coalesce(sum(orders), 0)::integer as orders, coalesce(sum(units), 0)::integer as units
    from sales_hours
    where store_id = ${storeId} and local_date between ${range.from}::date and ${range.to}::date
  `.execute(db);
  return rows[0] ?? { orders: 0, units: 0 };
}

/** Per article sold in the range: orders with a line of it, its lines and their totals. */
export async function findArticleGroups(db: Db, storeId: string, range: DateRange): Promise<NamedRollupGroup[]> {
  const { rows } = await sql<NamedRollupGroup>`
    select sold.article_id::text as key, coalesce(a.name, sold.kept_name) as name, sold.orders, sold.units, sold.sales
    from (
      select article_id, (array_agg(name order by local_date desc))[1] as kept_name,
        sum(orders)::integer as orders, sum(units)::integer as units, sum(sales)::text as sales
      from sales_article_days
      where store_id = ${storeId} and local_date between ${range.from}::date and ${range.to}::date
      group by article_id
      having sum(orders) > 0
    ) sold
    left join articles a on a.store_id = ${storeId} and a.id = sold.article_id
  `.execute(db);
  return rows;
}

/** Per section the range's lines were sold under (the no-section group's key is 'none'). */
export async function findSectionGroups(db: Db, storeId: string, range: DateRange): Promise<NamedRollupGroup[]> {
  const { rows } = await sql<NamedRollupGroup>`
    select case when sold.section_id = ${NO_SECTION}::uuid then 'none' else sold.section_id::text end as key,
      coalesce(s.name, sold.kept_name) as name, sold.orders, sold.units, sold.sales
    from (
      select section_id, (array_agg(name order by local_date desc) filter (where name is not null))[1] as kept_name,
        sum(orders)::integer as orders, sum(units)::integer as units, sum(sales)::text as sales
      from sales_section_days
      where store_id = ${storeId} and local_date between ${range.from}::date and ${range.to}::date
      group by section_id
      having sum(orders) > 0
    ) sold
    left join sections s on s.store_id = ${storeId} and s.id = sold.section_id
  `.execute(db);
  return rows;
}
