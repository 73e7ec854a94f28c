import { type ScheduleEntry, timeToMinutes } from '@comanda/contract/store/schedule';
import { addDays, dayOfDate, instantOf, localMoment } from '../../storefront/store-clock';

/** When the weekly opening hours next change, read on the store's wall clock. */
export interface OpeningWindow {
  /** The next start of the opening hours within a week; null while open or when none comes. */
  opensAt: Date | null;
  /** The end of the hours covering the moment; null while closed or when they run for over a week. */
  closesAt: Date | null;
}

/** Days either side of the moment whose entries are laid out: one before (an entry past midnight), eight after. */
const DAYS_BEFORE = 1;
const DAYS_AFTER = 8;
const WEEK_MS = 7 * 24 * 3_600_000;

interface Interval {
  start: number;
  end: number;
}

/**
 * The active entries as concrete intervals from the day before the moment to a week after it,
 * joined where they touch or overlap. Each end is read on the wall clock of its own date, so a
 * daylight saving change between start and end is counted right.
 */
function intervalsAround(entries: readonly ScheduleEntry[], today: string, timeZone: string): Interval[] {
  const intervals: Interval[] = [];
  for (let offset = -DAYS_BEFORE; offset <= DAYS_AFTER; offset += 1) {
    const date = addDays(today, offset);
    const day = dayOfDate(date);
    for (const entry of entries) {
      if (!entry.active || entry.day !== day) continue;
      const acrossMidnight = timeToMinutes(entry.end) <= timeToMinutes(entry.start);
      intervals.push({
        start: instantOf(date, entry.start, timeZone).getTime(),
        end: instantOf(acrossMidnight ? addDays(date, 1) : date, entry.end, timeZone).getTime(),
      });
    }
  }
  intervals.sort((a, b) => a.start - b.start);
  const joined: Interval[] = [];
  for (const interval of intervals) {
    const last = joined.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else joined.push({ ...interval });
  }
  return joined;
}

/**
 * When the hours covering `now` close (`within`: scheduleCovers said they cover it), or when they
 * open next. Laying out the intervals costs a few dozen zone conversions: the storefront, which
 * needs only `within`, does not call it.
 */
export function openingWindowAt(entries: readonly ScheduleEntry[], now: Date, timeZone: string, within: boolean): OpeningWindow {
  const today = localMoment(now, timeZone).date;
  const intervals = intervalsAround(entries, today, timeZone);
  const at = now.getTime();
  const horizon = instantOf(addDays(today, DAYS_AFTER), '00:00', timeZone).getTime();
  if (within) {
    const current = intervals.find((interval) => interval.start <= at && at < interval.end);
    // Hours that reach past the laid-out week (open all day, every day) do not close.
    return { opensAt: null, closesAt: !current || current.end >= horizon ? null : new Date(current.end) };
  }
  const next = intervals.find((interval) => interval.start > at && interval.start - at <= WEEK_MS);
  return { opensAt: next ? new Date(next.start) : null, closesAt: null };
}
