import { readWallClock, type WallClockReading } from '@comanda/contract/wall-clock';
import { dayjs } from './zoned-dayjs';

/** A uuid-like path or table id shows only its first block (SPEC.md section 2). */
export function isIdLike(value: string): boolean {
  return value.length === 36 && value.includes('-');
}

export function shortId(id: string): string {
  return id.split('-')[0] ?? id;
}

const moneyFormat = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Amount with 2 decimals plus the currency (SPEC.md section 3 "Money"). */
export function formatMoney(money: { amount: number; currency: string }): string {
  const amount = moneyFormat.format(money.amount);
  return `${amount} ${money.currency}`;
}

/*
 * Every time shown to staff is read on the STORE's clock (DECISIONS.md "Money, time, text"),
 * whatever the device's zone: screens pass useStoreTimeZone() (lib/store-info.ts). Without a
 * zone (still loading) the device's own is used. A value that is not a date is shown as is.
 */
const twoDigits = (value: number) => String(value).padStart(2, '0');

function readClock(instant: number, timeZone: string | undefined): WallClockReading {
  if (!timeZone) {
    const local = new Date(instant);
    return {
      year: String(local.getFullYear()).padStart(4, '0'),
      month: twoDigits(local.getMonth() + 1),
      day: twoDigits(local.getDate()),
      hour: twoDigits(local.getHours()),
      minute: twoDigits(local.getMinutes()),
    };
  }
  return readWallClock(instant, timeZone);
}

function formatIn(value: string, timeZone: string | undefined, shape: (clock: WallClockReading) => string): string {
  const date = dayjs(value);
  if (!date.isValid()) return value;
  return shape(readClock(date.valueOf(), timeZone));
}

/** 'HH:mm' of an ISO datetime in the time zone. */
export const formatTimeIn = (value: string, timeZone: string | undefined): string => formatIn(value, timeZone, (c) => `${c.hour}:${c.minute}`);

/** 'YYYY-MM-DD' of an ISO datetime in the time zone (the orders table, SPEC.md section 9). */
export const formatIsoDateIn = (value: string, timeZone: string | undefined): string =>
  formatIn(value, timeZone, (c) => `${c.year}-${c.month}-${c.day}`);

/** 'DD/MM/YYYY' of an ISO datetime in the time zone (coupons, SPEC.md section 9). */
export const formatDayMonthYearIn = (value: string, timeZone: string | undefined): string =>
  formatIn(value, timeZone, (c) => `${c.day}/${c.month}/${c.year}`);

/** 'DD/MM/YYYY, HH:mm' of an ISO datetime in the time zone (es-AR, as '01/03/2025, 09:30'). */
export const formatDateTimeIn = (value: string, timeZone: string | undefined): string =>
  formatIn(value, timeZone, (c) => `${c.day}/${c.month}/${c.year}, ${c.hour}:${c.minute}`);

/** Whole minutes from an ISO datetime to `now` (0 when it is in the future). */
export function minutesSince(value: string, now: number): number {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return 0;
  return Math.max(0, Math.floor((now - time) / 60_000));
}
