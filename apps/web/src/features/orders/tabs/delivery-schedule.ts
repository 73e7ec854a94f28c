import type { OrderDeliverySlot } from '@comanda/contract/orders';
import { messages } from '../../../lib/messages';

const text = messages.orders.delivery;
const hourMinute = (time: string): string => time.slice(0, 5);

/** 'Inmediata', or '{date} entre {start} y {end}' for a later slot. */
export function deliveryScheduleText(method: { immediate: boolean; datetime: OrderDeliverySlot | null }): string {
  if (method.immediate || !method.datetime) return text.immediate;
  const { date, start, end } = method.datetime;
  return text.between(date, hourMinute(start), hourMinute(end));
}
