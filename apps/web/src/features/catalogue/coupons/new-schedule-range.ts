import type { CouponBodyInput } from '@comanda/contract/catalogue/coupons';
import { newUuid } from '../../../lib/uuid';

export type ScheduleRangeInput = NonNullable<CouponBodyInput['schedule']>[number];

/** A new range: today from 00:00 to 23:59 local time, active (SPEC.md section 5). */
export function newScheduleRange(now: Date = new Date(), id: string = newUuid()): ScheduleRangeInput {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 0, 0, 0, 0);
  const to = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59, 0, 0);
  return { id, from: from.toISOString(), to: to.toISOString(), active: true };
}
