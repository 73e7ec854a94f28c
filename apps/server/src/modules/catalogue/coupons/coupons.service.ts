import type { Coupon, CouponBody, CouponList, CouponListQuery } from '@comanda/contract/catalogue/coupons';
import type { Db } from '../../../db/database';
import { AppError, notFound } from '../../../http/app-error';
import { couponOwner, findCoupon, listCoupons, replaceCouponSchedule, upsertCoupon } from './coupons.repository';

export async function listStoreCoupons(db: Db, storeId: string, query: CouponListQuery): Promise<CouponList> {
  const { data, count } = await listCoupons(db, storeId, query);
  return { data, count, limit: query.limit, skip: query.skip };
}

export async function getCoupon(db: Db, storeId: string, id: string): Promise<Coupon> {
  const coupon = await findCoupon(db, storeId, id);
  if (!coupon) throw notFound('Cupon');
  return coupon;
}

/**
 * Creates or updates the coupon and its schedule in one transaction. The contract has already
 * turned zero and empty discount and cap fields into null; the code is fixed once created and
 * unique in the store; use_count is not part of the body and only orders change it.
 */
export async function saveCoupon(db: Db, storeId: string, id: string, body: CouponBody): Promise<Coupon> {
  return db.transaction().execute(async (trx) => {
    const outcome = await upsertCoupon(trx, storeId, id, body);
    if (outcome === 'code-taken') throw new AppError('COUPON:CODE:TAKEN');
    if (outcome === 'blocked') {
      const owner = await couponOwner(trx, id);
      if (!owner || owner.store_id !== storeId) throw notFound('Cupon');
      throw new AppError('COUPON:CODE:FIXED', `El codigo de un cupon no se puede cambiar (es ${owner.code})`);
    }
    await replaceCouponSchedule(trx, storeId, id, body.schedule);
    return getCoupon(trx, storeId, id);
  });
}
