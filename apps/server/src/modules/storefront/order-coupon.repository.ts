import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { CouponTerms } from './coupon-discount';

export interface ClaimedCoupon extends CouponTerms {
  id: string;
  code: string;
}

/** The coupon `c` has an active schedule range covering `now`. */
const insideActiveRange = (now: Date) =>
  sql<SqlBool>`exists (select 1 from coupon_schedules s where s.coupon_id = c.id and s.active and s.starts_at <= ${now} and s.ends_at > ${now})`;

/**
 * Counts one use of the store's coupon with this code when it can be used at `now`: active,
 * inside one active schedule range, and under max_use. Check and count are one statement, so
 * concurrent orders cannot pass max_use (the second waits for the first's row lock and re-checks).
 * undefined when it cannot be used; `couponRefusal` tells why.
 */
export async function claimCoupon(trx: Db, storeId: string, code: string, now: Date): Promise<ClaimedCoupon | undefined> {
  return trx
    .updateTable('coupons as c')
    .set({ use_count: sql`c.use_count + 1` })
    .where('c.store_id', '=', storeId)
    .where('c.code', '=', code)
    .where('c.active', '=', true)
    .where(insideActiveRange(now))
    .where((eb) => eb.or([eb('c.max_use', 'is', null), eb('c.use_count', '<', eb.ref('c.max_use'))]))
    .returning(['c.id', 'c.code', 'c.discount_percent', 'c.discount_amount', 'c.max_percent', 'c.max_amount'])
    .executeTakeFirst();
}

/** Why `claimCoupon` refused: 'exhausted' when only max_use stood in the way, else 'invalid'. */
export async function couponRefusal(trx: Db, storeId: string, code: string, now: Date): Promise<'invalid' | 'exhausted'> {
  const row = await trx
    .selectFrom('coupons as c')
    .select(['c.use_count', 'c.max_use'])
    .where('c.store_id', '=', storeId)
    .where('c.code', '=', code)
    .where('c.active', '=', true)
    .where(insideActiveRange(now))
    .executeTakeFirst();
  return row && row.max_use !== null && row.use_count >= row.max_use ? 'exhausted' : 'invalid';
}

/**
 * The quote's look at a coupon: its terms when `claimCoupon` would count a use now, else why it
 * would refuse. Reads only: nothing is claimed, so another order may still take the last use.
 */
export async function peekCoupon(db: Db, storeId: string, code: string, now: Date): Promise<ClaimedCoupon | 'invalid' | 'exhausted'> {
  const row = await db
    .selectFrom('coupons as c')
    .select(['c.id', 'c.code', 'c.discount_percent', 'c.discount_amount', 'c.max_percent', 'c.max_amount', 'c.use_count', 'c.max_use'])
    .where('c.store_id', '=', storeId)
    .where('c.code', '=', code)
    .where('c.active', '=', true)
    .where(insideActiveRange(now))
    .executeTakeFirst();
  if (!row) return 'invalid';
  const { use_count: useCount, max_use: maxUse, ...terms } = row;
  return maxUse !== null && useCount >= maxUse ? 'exhausted' : terms;
}
