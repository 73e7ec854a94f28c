import { dayjs } from './zoned-dayjs';

/*
 * `<input type="datetime-local">` values ('YYYY-MM-DDTHH:mm') read and written on the store's
 * clock (useStoreTimeZone(), lib/store-info.ts), like every time shown to staff; without a zone
 * (still loading) on the device's.
 */
const INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';

/** An ISO datetime as a datetime-local value in the time zone; '' when it is not a date. */
export function isoToLocalDateTimeValue(iso: string, timeZone: string | undefined): string {
  const date = dayjs(iso);
  if (!iso || !date.isValid()) return '';
  return (timeZone ? date.tz(timeZone) : date).format(INPUT_FORMAT);
}

/** A datetime-local value read in the time zone, as an ISO datetime; '' when it is empty or wrong. */
export function localDateTimeValueToIso(value: string, timeZone: string | undefined): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return '';
  const date = timeZone ? dayjs.tz(value, timeZone) : dayjs(value);
  return date.isValid() ? date.toISOString() : '';
}
