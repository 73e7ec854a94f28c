import type { Day } from '@comanda/contract/common';
import { timeToMinutes } from '@comanda/contract/store/schedule';

/** A moment as the store's wall clock shows it (DECISIONS.md: schedules are local times). */
export interface LocalMoment {
  /** YYYY-MM-DD */
  date: string;
  day: Day;
  minuteOfDay: number;
}

const weekdays: Record<string, Day> = {
  Mon: 'mon',
  Tue: 'tue',
  Wed: 'wed',
  Thu: 'thu',
  Fri: 'fri',
  Sat: 'sat',
  Sun: 'sun',
};

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const number = (type: string) => Number(parts[type] ?? '0');
  return { parts, year: number('year'), month: number('month'), day: number('day'), hour: number('hour'), minute: number('minute'), second: number('second') };
}

export function localMoment(instant: Date, timeZone: string): LocalMoment {
  const clock = wallClock(instant, timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    date: `${String(clock.year).padStart(4, '0')}-${pad(clock.month)}-${pad(clock.day)}`,
    day: weekdays[clock.parts.weekday ?? ''] ?? 'mon',
    minuteOfDay: clock.hour * 60 + clock.minute,
  };
}

/** The weekday of a calendar date (no time zone involved). */
export function dayOfDate(date: string): Day {
  const index = new Date(`${date}T00:00:00Z`).getUTCDay();
  return (['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const)[index] ?? 'mon';
}

/** Milliseconds the zone's wall clock is ahead of UTC at this instant. */
function offsetMs(instant: Date, timeZone: string): number {
  const clock = wallClock(instant, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant at which the store's wall clock shows `date` `time` ('HH:MM'). */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const minutes = timeToMinutes(time);
  const naive = Date.UTC(year, month - 1, day, Math.floor(minutes / 60), minutes % 60);
  // Twice: the offset at the first guess may differ from the offset at the answer (DST).
  const first = naive - offsetMs(new Date(naive), timeZone);
  return new Date(naive - offsetMs(new Date(first), timeZone));
}
