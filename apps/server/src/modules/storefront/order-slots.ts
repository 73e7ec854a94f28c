import type { DeliveryMethod } from '@comanda/contract/order-enums';
import type { OrderRefusal, StoreSlot, StoreSlots } from '@comanda/contract/storefront';
import { AppError } from '../../http/app-error';
import { checkSlot, type DeliveryRules, methodSettingsOf, timingRefusal } from './order-delivery';
import { addDays, dayOfDate, instantOf, localMoment } from './store-clock';

/** Dates looked at after today: a week and a day, so an entry too soon today is offered next week. */
export const SLOTS_AHEAD_DAYS = 7;

const refusalOf = (error: AppError): OrderRefusal => ({ code: error.code, description: error.message });

/**
 * What placing an order with this method takes at `rules.now`, by the checks that place it
 * (order-delivery.ts): whether an immediate order is taken, and for each active entry of the
 * method's schedule its next date that `checkSlot` accepts (its weekday, starting no sooner than
 * the preparation delay), today through a week ahead, when the channel takes later orders now
 * (the status rule: on, scheduled orders on, turn open, not paused). Sorted by start.
 */
export function slotsOf(method: DeliveryMethod, rules: DeliveryRules): StoreSlots {
  const immediate = timingRefusal(method, 'immediate', rules);
  const later = timingRefusal(method, 'later', rules);
  const slots: StoreSlot[] = [];
  if (!later) {
    const settings = methodSettingsOf(method, rules);
    const today = localMoment(rules.now, rules.timeZone).date;
    const offered = new Set<string>();
    for (let offset = 0; offset <= SLOTS_AHEAD_DAYS; offset += 1) {
      const date = addDays(today, offset);
      const day = dayOfDate(date);
      for (const entry of settings.schedule) {
        if (!entry.active || entry.day !== day || offered.has(entry.id)) continue;
        try {
          const slot = checkSlot(settings, { date, schedule_id: entry.id }, rules);
          offered.add(entry.id);
          slots.push({ ...slot, starts_at: instantOf(date, entry.start, rules.timeZone).toISOString() });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
        }
      }
    }
    slots.sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.schedule_id.localeCompare(b.schedule_id));
  }
  return {
    method,
    time_zone: rules.timeZone,
    immediate: immediate === null,
    immediate_refusal: immediate ? refusalOf(immediate) : null,
    slots,
    slots_refusal: later ? refusalOf(later) : null,
  };
}
