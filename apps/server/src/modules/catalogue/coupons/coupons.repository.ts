import { type Selectable, sql } from 'kysely';
import type { Coupon, CouponBody, CouponListQuery, CouponScheduleRange } from '@comanda/contract/catalogue/coupons';
import { childRowsByParent, replaceChildRows } from '../../../db/child-rows';
import type { Db } from '../../../db/database';
import { anyColumnMatches, fetchPage, orderByList, searchCondition, type SortColumns } from '../../../db/list-page';
import { numericFromAmount } from '../../../db/numeric';
import { isUniqueViolation } from '../../../db/pg-error';
import type { CouponsTable } from '../../../db/tables/catalogue';
import { moneyFromColumns, percentFromColumn, percentToColumn } from '../shared/price-columns';
import { findStoreEntity } from '../shared/store-rows';

const sortColumns: SortColumns = {
  created_at: sql.ref('c.created_at'),
  code: sql.ref('c.code'),
  use_count: sql.ref('c.use_count'),
};

type CouponRow = Selectable<CouponsTable>;

async function withSchedules(db: Db, rows: CouponRow[]): Promise<Coupon[]> {
  const byCoupon = await childRowsByParent(db, 'coupon_schedules', 'coupon_id', rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    store_id: row.store_id,
    active: row.active,
    discount_percent: percentFromColumn(row.discount_percent),
    discount_amount: moneyFromColumns(row.discount_amount, row.discount_amount_currency),
    max_percent: percentFromColumn(row.max_percent),
    max_amount: moneyFromColumns(row.max_amount, row.max_amount_currency),
    use_count: row.use_count,
    max_use: row.max_use,
    schedule: (byCoupon.get(row.id) ?? []).map(
      (range): CouponScheduleRange => ({
        id: range.id,
        from: range.starts_at.toISOString(),
        to: range.ends_at.toISOString(),
        active: range.active,
      }),
    ),
    created_at: row.created_at.toISOString(),
  }));
}

export async function listCoupons(
  db: Db,
  storeId: string,
  query: CouponListQuery,
): Promise<{ data: Coupon[]; count: number }> {
  let base = db.selectFrom('coupons as c').where('c.store_id', '=', storeId);
  const search = searchCondition(query.query, (pattern) => anyColumnMatches([sql.ref('c.search_text')], pattern));
  if (search) base = base.where(search);
  const { rows, count } = await fetchPage(base, (q) => q.selectAll('c'), {
    ...query,
    orderBy: orderByList(query.order, sortColumns, sql.ref('c.id')),
  });
  return { data: await withSchedules(db, rows), count };
}

export const findCoupon = (db: Db, storeId: string, id: string): Promise<Coupon | null> =>
  findStoreEntity(db, 'coupons', storeId, id, withSchedules);

/** Store and code of the coupon with this id, in any store (to tell why an upsert wrote nothing). */
export async function couponOwner(db: Db, id: string): Promise<{ store_id: string; code: string } | undefined> {
  return db.selectFrom('coupons').select(['store_id', 'code']).where('id', '=', id).executeTakeFirst();
}

/**
 * Inserts the coupon, or updates it when it is the store's and keeps its code ('blocked'
 * otherwise: another store's id, or a different code). use_count is never written here.
 */
export async function upsertCoupon(
  db: Db,
  storeId: string,
  id: string,
  body: CouponBody,
): Promise<'saved' | 'blocked' | 'code-taken'> {
  try {
    const saved = await db
      .insertInto('coupons')
      .values({
        id,
        store_id: storeId,
        code: body.code,
        active: body.active,
        discount_percent: percentToColumn(body.discount_percent),
        discount_amount: body.discount_amount ? numericFromAmount(body.discount_amount.amount) : null,
        discount_amount_currency: body.discount_amount?.currency ?? null,
        max_percent: percentToColumn(body.max_percent),
        max_amount: body.max_amount ? numericFromAmount(body.max_amount.amount) : null,
        max_amount_currency: body.max_amount?.currency ?? null,
        max_use: body.max_use,
      })
      .onConflict((conflict) =>
        conflict
          .column('id')
          .doUpdateSet((eb) => ({
            active: eb.ref('excluded.active'),
            discount_percent: eb.ref('excluded.discount_percent'),
            discount_amount: eb.ref('excluded.discount_amount'),
            discount_amount_currency: eb.ref('excluded.discount_amount_currency'),
            max_percent: eb.ref('excluded.max_percent'),
            max_amount: eb.ref('excluded.max_amount'),
            max_amount_currency: eb.ref('excluded.max_amount_currency'),
            max_use: eb.ref('excluded.max_use'),
          }))
          .where('coupons.store_id', '=', storeId)
          .where('coupons.code', '=', body.code),
      )
      .returning('id')
      .executeTakeFirst();
    return saved ? 'saved' : 'blocked';
  } catch (error) {
    if (isUniqueViolation(error, 'coupons_store_code_key')) return 'code-taken';
    throw error;
  }
}

export async function replaceCouponSchedule(
  db: Db,
  storeId: string,
  couponId: string,
  schedule: readonly CouponScheduleRange[],
): Promise<void> {
  await replaceChildRows(
    db,
    'coupon_schedules',
    'coupon_id',
    couponId,
    schedule.map((range, position) => ({
      coupon_id: couponId,
      id: range.id,
      store_id: storeId,
      position,
      starts_at: range.from,
      ends_at: range.to,
      active: range.active,
    })),
  );
}
