import type { ReportQuery } from '@comanda/contract/reports';
import { ReportQuery as ReportQuerySchema } from '@comanda/contract/reports';
import { messages } from '../../lib/messages';
import { dayjs } from '../../lib/zoned-dayjs';

/** The days the screen opens on: the last 30, today included. */
export const DEFAULT_RANGE_DAYS = 30;

const DATE = 'YYYY-MM-DD';

/**
 * The last 30 days on the store's calendar (the device's while its zone is unknown). The
 * subtraction is made on the calendar date itself, so no time zone or clock change can shift it.
 */
export function defaultReportRange(timeZone: string | undefined, now: Date = new Date()): ReportQuery {
  const today = (timeZone ? dayjs(now).tz(timeZone) : dayjs(now)).format(DATE);
  const from = dayjs.utc(today).subtract(DEFAULT_RANGE_DAYS - 1, 'day').format(DATE);
  return { from, to: today };
}

export type RangeErrors = Partial<Record<keyof ReportQuery, string>>;

/**
 * The range checked by the contract's ReportQuery, as the server checks it: null when it may be
 * asked for, else the text to show under each date. A missing or partial date gets a text of
 * the screen (the schema's own is an English format message).
 */
export function checkReportRange(range: ReportQuery): RangeErrors | null {
  const checked = ReportQuerySchema.safeParse(range);
  if (checked.success) return null;
  // The range's own rules run on unreadable dates too (zod 4 keeps checking): a missing date
  // is the one thing to say then.
  const unreadable = checked.error.issues.filter((issue) => issue.code === 'invalid_format');
  const errors: RangeErrors = {};
  for (const issue of unreadable.length > 0 ? unreadable : checked.error.issues) {
    const field = issue.path[0];
    if (field !== 'from' && field !== 'to') continue;
    errors[field] ??= issue.code === 'invalid_format' ? messages.reports.dateRequired : issue.message;
  }
  return errors;
}
