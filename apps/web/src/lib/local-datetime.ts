const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** A `Date` as the value of an `<input type="datetime-local">` (local time, minutes). */
export function toLocalDateTimeValue(date: Date): string {
  return (
    `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}` +
    `T${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`
  );
}

/** An ISO datetime as a datetime-local value; '' when it is not a date. */
export function isoToLocalDateTimeValue(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : toLocalDateTimeValue(date);
}

/** A datetime-local value (read as local time) as an ISO datetime; '' when it is empty or wrong. */
export function localDateTimeValueToIso(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
