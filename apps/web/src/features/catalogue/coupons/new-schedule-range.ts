import type { CouponBodyInput } from '@comanda/contract/catalogue/coupons';
import { isoToLocalDateTimeValue, localDateTimeValueToIso } from '../../../lib/local-datetime';
import { newUuid } from '../../../lib/uuid';

export type ScheduleRangeInput = NonNullable<CouponBodyInput['schedule']>[number];

/** A new range: today from 00:00 to 23:59 on the store's clock, active (SPEC.md section 5). */
export function newScheduleRange(
  timeZone: string | undefined,
  now: Date = new Date(),
  id: string = newUuid(),
): ScheduleRangeInput {
  const today = isoToLocalDateTimeValue(now.toISOString(), timeZone).slice(0, 10);
  return {
    id,
    from: localDateTimeValueToIso(`${today}T00:00`, timeZone),
    to: localDateTimeValueToIso(`${today}T23:59`, timeZone),
    active: true,
  };
}
