import dayjs from 'dayjs';

/** A uuid-like path or table id shows only its first block (SPEC.md section 2). */
export function isIdLike(value: string): boolean {
  return value.length === 36 && value.includes('-');
}

export function shortId(id: string): string {
  return id.split('-')[0] ?? id;
}

/** Orders table (SPEC.md section 9). */
export const formatIsoDate = (value: string): string => dayjs(value).format('YYYY-MM-DD');

/** Coupons (SPEC.md section 9). */
export const formatDayMonthYear = (value: string): string => dayjs(value).format('DD/MM/YYYY');

const dateTimeFormat = new Intl.DateTimeFormat('es-AR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO datetime as local date and time, es-AR ('01/03/2025, 09:30'). */
export const formatDateTime = (value: string): string => dateTimeFormat.format(new Date(value));

/** Amount with 2 decimals plus the currency (SPEC.md section 3 "Money"). */
export function formatMoney(money: { amount: number; currency: string }): string {
  const amount = new Intl.NumberFormat('es-AR', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(money.amount);
  return `${amount} ${money.currency}`;
}

/*
 * Times of an order shown in the STORE's time zone (DECISIONS.md "Money, time, text"), whatever
 * the device's zone; without a zone (still loading) the device's own is used.
 */
const zonedFormats = new Map<string, Intl.DateTimeFormat>();

function zonedFormat(kind: 'time' | 'date' | 'dateTime', timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone ?? ''}`;
  let format = zonedFormats.get(key);
  if (!format) {
    const time = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    const date = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
    const options = kind === 'time' ? time : kind === 'date' ? date : { ...date, ...time };
    format = new Intl.DateTimeFormat('es-AR', { ...options, timeZone });
    zonedFormats.set(key, format);
  }
  return format;
}

const isValidDate = (date: Date): boolean => !Number.isNaN(date.getTime());

/** 'HH:mm' of an ISO datetime in the time zone. */
export function formatTimeIn(value: string, timeZone?: string): string {
  const date = new Date(value);
  return isValidDate(date) ? zonedFormat('time', timeZone).format(date) : value;
}

/** 'YYYY-MM-DD' of an ISO datetime in the time zone (the orders table, SPEC.md section 9). */
export function formatIsoDateIn(value: string, timeZone?: string): string {
  const date = new Date(value);
  if (!isValidDate(date)) return value;
  const parts = Object.fromEntries(
    zonedFormat('date', timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** 'DD/MM/YYYY, HH:mm' of an ISO datetime in the time zone. */
export function formatDateTimeIn(value: string, timeZone?: string): string {
  const date = new Date(value);
  return isValidDate(date) ? zonedFormat('dateTime', timeZone).format(date) : value;
}

/** Whole minutes from an ISO datetime to `now` (0 when it is in the future). */
export function minutesSince(value: string, now: number): number {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return 0;
  return Math.max(0, Math.floor((now - time) / 60_000));
}
