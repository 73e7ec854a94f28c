import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Day } from '@comanda/contract/common';

/*
 * The store's wall clock (DECISIONS.md: schedules are local times). Zone rules, daylight saving
 * included, come from dayjs's time zone plugin over the platform's IANA data, never from
 * offsets written here.
 */
dayjs.extend(utc);
dayjs.extend(timezone);

/** A moment as the store's wall clock shows it. */
export interface LocalMoment {
  /** YYYY-MM-DD */
  date: string;
  day: Day;
  minuteOfDay: number;
}

const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const satisfies readonly Day[];
const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * One formatter per time zone: building one costs far more than using it (dayjs's `tz()` builds
 * one on every call, which was most of a storefront order's own CPU time).
 */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClockOf(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

export function localMoment(instant: Date, timeZone: string): LocalMoment {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of wallClockOf(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  const date = `${(parts.year ?? '').padStart(4, '0')}-${parts.month}-${parts.day}`;
  return {
    date,
    day: dayOfDate(date),
    minuteOfDay: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The weekday of a calendar date (no time zone involved). */
export function dayOfDate(date: string): Day {
  return DAYS[dayjs.utc(date).day()] ?? 'mon';
}

/** The calendar date `days` after `date` (no time zone involved). */
export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format(DATE_FORMAT);
}

/**
 * The instant at which the store's wall clock shows `date` `time` ('HH:MM' or 'HH:MM:SS'). A time
 * the clock skips (the hour lost when daylight saving starts) is read as the same time after
 * the jump.
 */
export function instantOf(date: string, time: string, timeZone: string): Date {
  return dayjs.tz(`${date} ${time}`, timeZone).toDate();
}
