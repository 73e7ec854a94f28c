import type { StoreSlot } from '@comanda/contract/storefront';

const WEEKDAYS = ['Domingo', 'Lunes', 'Martes', 'Miercoles', 'Jueves', 'Viernes', 'Sabado'];

/** 'Viernes 24/11, 20:00 a 20:30': the slot on the store's clock (its date and times are local). */
export function slotLabel(slot: Pick<StoreSlot, 'date' | 'start' | 'end'>): string {
  const [year, month, day] = slot.date.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)).getUTCDay()] ?? '';
  const pad = (value: number | undefined) => String(value ?? 0).padStart(2, '0');
  return `${weekday} ${pad(day)}/${pad(month)}, ${slot.start.slice(0, 5)} a ${slot.end.slice(0, 5)}`;
}

/** A slot as a Select value, and back. */
export const slotValue = (slot: { date: string; schedule_id: string }): string => `${slot.date}|${slot.schedule_id}`;
export function parseSlotValue(value: string): { date: string; schedule_id: string } | null {
  const [date, scheduleId] = value.split('|');
  return date && scheduleId ? { date, schedule_id: scheduleId } : null;
}
