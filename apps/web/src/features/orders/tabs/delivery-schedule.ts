import type { OrderDeliverySlot } from '@comanda/contract/orders';
import { dayLabel } from '../../../lib/day-label';
import { messages } from '../../../lib/messages';

const text = messages.orders.delivery;
const hourMinute = (time: string): string => time.slice(0, 5);

/**
 * 'Inmediata', or '{day} entre {start} y {end}' for a later slot, the day on the store's calendar:
 * 'hoy', 'mañana', 'ayer' or 'sáb 01/03' (lib/day-label.ts).
 */
export function deliveryScheduleText(
  method: { immediate: boolean; datetime: OrderDeliverySlot | null },
  now: number,
  timeZone: string | undefined,
): string {
  if (method.immediate || !method.datetime) return text.immediate;
  const { date, start, end } = method.datetime;
  const day = dayLabel(date, now, timeZone) || messages.days.today;
  return text.between(day, hourMinute(start), hourMinute(end));
}
