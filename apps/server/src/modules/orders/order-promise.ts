import type { OrderDeliverySlot } from '@comanda/contract/orders';
import { timeToMinutes } from '@comanda/contract/store/schedule';
import { addDays, instantOf } from '../storefront/store-clock';

/*
 * When the customer was told to expect the order (DECISIONS.md "Order flow"): the slot end for
 * a scheduled order; otherwise creation, or acceptance, plus minutes; plus each 'Demorar'.
 */

const MINUTE_MS = 60_000;

/**
 * The instant a slot ends on the store's wall clock (the store clock's zone rules, daylight
 * saving included). An end at or before the start belongs to the next day (a slot across
 * midnight, or '00:00' as the end of the day): the rule migration 009 used for the orders it
 * back-filled.
 */
export function slotEnd(slot: Pick<OrderDeliverySlot, 'date' | 'start' | 'end'>, timeZone: string): Date {
  const acrossMidnight = timeToMinutes(slot.end) <= timeToMinutes(slot.start);
  return instantOf(acrossMidnight ? addDays(slot.date, 1) : slot.date, slot.end, timeZone);
}

export interface PromiseInput {
  /** The later slot chosen, or null for 'as soon as possible'. */
  slot: Pick<OrderDeliverySlot, 'date' | 'start' | 'end'> | null;
  timeZone: string;
}

/**
 * At creation: the slot end, or creation plus the store's preparation delay and the extra
 * minutes the store has at that moment (decision 018).
 */
export function promiseAtCreation(
  input: PromiseInput & { createdAt: Date; preparationDelayMinutes: number; extraDelayMinutes?: number },
): Date {
  if (input.slot) return slotEnd(input.slot, input.timeZone);
  const minutes = input.preparationDelayMinutes + (input.extraDelayMinutes ?? 0);
  return new Date(input.createdAt.getTime() + minutes * MINUTE_MS);
}

/** 'Aceptar': an immediate order is promised for now plus the minutes chosen; a scheduled one keeps its slot end. */
export function promiseAtAcceptance(input: { current: Date; scheduled: boolean; now: Date; minutes: number }): Date {
  if (input.scheduled) return input.current;
  return new Date(input.now.getTime() + input.minutes * MINUTE_MS);
}

/** 'Demorar': the promise moves later by the minutes given. */
export function promiseDelayed(current: Date, minutes: number): Date {
  return new Date(current.getTime() + minutes * MINUTE_MS);
}
