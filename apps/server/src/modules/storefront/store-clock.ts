import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Day } from '@comanda/contract/common';
import { readWallClock } from '@comanda/contract/wall-clock';

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

export function localMoment(instant: Date, timeZone: string): LocalMoment {
  const clock = readWallClock(instant, timeZone);
  const date = `${clock.year}-${clock.month}-${clock.day}`;
  return {
    date,
    day: dayOfDate(date),
    minuteOfDay: Number(clock.hour) * 60 + Number(clock.minute),
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
