import { formatIsoDateIn, formatTimeIn } from './format';
import { messages } from './messages';

/*
 * The day beside a promised time or a slot, read on the STORE's calendar (DECISIONS.md "Money,
 * time, text"): nothing for today, 'mañana', 'ayer', else the short weekday and the date
 * ('sáb 29/11'). `now` is passed in (the screens' ticking clock), so the label turns at the
 * store's midnight, not the device's. Without a zone (still loading) the device's is used.
 */

const DAY_MS = 24 * 60 * 60_000;

/** A calendar date 'YYYY-MM-DD' as the UTC midnight it names (whole days apart, no zone rules). */
function calendarDay(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return null;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** Today's date 'YYYY-MM-DD' on the store's calendar at `now` (ms). */
export function storeToday(now: number, timeZone: string | undefined): string {
  return formatIsoDateIn(new Date(now).toISOString(), timeZone);
}

/** Whole days from the store's today to `date` ('YYYY-MM-DD'): 1 tomorrow, -1 yesterday; null when not a date. */
export function daysFromToday(date: string, now: number, timeZone: string | undefined): number | null {
  const day = calendarDay(date);
  const today = calendarDay(storeToday(now, timeZone));
  if (day === null || today === null) return null;
  return Math.round((day - today) / DAY_MS);
}

/** '' for today, 'mañana', 'ayer', else 'sáb 29/11' (short weekday, day/month). */
export function dayLabel(date: string, now: number, timeZone: string | undefined): string {
  const days = daysFromToday(date, now, timeZone);
  if (days === null || days === 0) return '';
  if (days === 1) return messages.days.tomorrow;
  if (days === -1) return messages.days.yesterday;
  const day = calendarDay(date) as number;
  const weekday = messages.days.weekdays[new Date(day).getUTCDay()] ?? '';
  return messages.days.dated(weekday, date.slice(8, 10), date.slice(5, 7));
}

/** Whether `date` ('YYYY-MM-DD') is after the store's today: an order for a later day. */
export function isLaterDay(date: string, now: number, timeZone: string | undefined): boolean {
  const days = daysFromToday(date, now, timeZone);
  return days !== null && days > 0;
}

/** A promised time (ISO instant): '12:30' today, 'mañana 12:30', 'sáb 29/11 12:30'. */
export function formatPromisedTime(value: string, now: number, timeZone: string | undefined): string {
  const time = formatTimeIn(value, timeZone);
  if (time === value) return value;
  return messages.days.at(dayLabel(formatIsoDateIn(value, timeZone), now, timeZone), time);
}

/** A later slot ({date, start, end} on the store's calendar): '12:00–12:30' today, 'mañana 12:00–12:30'... */
export function formatSlot(
  slot: { date: string; start: string; end: string },
  now: number,
  timeZone: string | undefined,
): string {
  const range = messages.orders.slot(slot.start.slice(0, 5), slot.end.slice(0, 5));
  return messages.days.at(dayLabel(slot.date, now, timeZone), range);
}
