import { z } from 'zod';
import { Day, TimeOfDay, Uuid } from '../common';
import { defineRoute } from '../route';
import { hasUniqueIds } from '../unique';

export const SCHEDULE_ENTRIES_MAX = 1000;
export const DEFAULT_SLOT_INTERVAL_MINUTES = 30;
const MINUTES_PER_DAY = 24 * 60;

/**
 * A weekly time range in the store's time zone. An end at or before the start runs past
 * midnight into the next day, so 00:00 to 00:00 (a new entry's default) is the whole day.
 */
export const ScheduleEntry = z.object({
  id: Uuid,
  day: Day,
  start: TimeOfDay.default('00:00'),
  end: TimeOfDay.default('00:00'),
  active: z.boolean().default(true),
});
export type ScheduleEntry = z.infer<typeof ScheduleEntry>;

export const ScheduleEntries = z
  .array(ScheduleEntry)
  .max(SCHEDULE_ENTRIES_MAX)
  .refine(hasUniqueIds, 'un horario aparece dos veces');

/** The store's weekly opening hours; GET answers it and PUT takes and answers it. */
export const StoreSchedule = z.object({ schedules: ScheduleEntries });
export type StoreSchedule = z.infer<typeof StoreSchedule>;

/** 'HH:MM' or 'HH:MM:SS' -> minutes since midnight (seconds are dropped). */
export function timeToMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** minutes since midnight -> 'HH:MM' (1440 wraps to '00:00'). */
export function minutesToTime(total: number): string {
  const wrapped = ((total % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(wrapped / 60))}:${pad(wrapped % 60)}`;
}

/** How many minutes the entry lasts (an end at or before the start ends the next day). */
export function entryDurationMinutes(entry: Pick<ScheduleEntry, 'start' | 'end'>): number {
  const start = timeToMinutes(entry.start);
  const end = timeToMinutes(entry.end);
  return end > start ? end - start : end + MINUTES_PER_DAY - start;
}

const dayIndex: Record<Day, number> = { mon: 0, tue: 1, wed: 2, thu: 3, fri: 4, sat: 5, sun: 6 };
const days = Day.options;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

/**
 * True when an active entry covers the local moment `day` + `minuteOfDay`, counting entries
 * that started the day before and run past midnight. Server and web both ask this.
 */
export function scheduleCovers(
  entries: ReadonlyArray<ScheduleEntry>,
  day: Day,
  minuteOfDay: number,
): boolean {
  const moment = dayIndex[day] * MINUTES_PER_DAY + minuteOfDay;
  return entries.some((entry) => {
    if (!entry.active) return false;
    const start = dayIndex[entry.day] * MINUTES_PER_DAY + timeToMinutes(entry.start);
    const since = (moment - start + MINUTES_PER_WEEK) % MINUTES_PER_WEEK;
    return since < entryDurationMinutes(entry);
  });
}

export interface SlotGeneratorInput {
  day: Day;
  from: string;
  to: string;
  intervalMinutes: number;
  active: boolean;
}

/**
 * The schedule generator of SPEC.md section 2: consecutive slots from `from` to `to`, each
 * `intervalMinutes` long; a last piece shorter than the interval is left out. Slots that start
 * after midnight (when `to` is at or before `from`) belong to the next day.
 */
export function generateScheduleSlots(
  input: SlotGeneratorInput,
  newId: () => string,
): ScheduleEntry[] {
  const interval = Math.floor(input.intervalMinutes);
  if (!(interval > 0)) return [];
  const start = timeToMinutes(input.from);
  const length = entryDurationMinutes({ start: input.from, end: input.to });
  const slots: ScheduleEntry[] = [];
  for (let offset = 0; offset + interval <= length; offset += interval) {
    const slotStart = start + offset;
    const dayAfter = Math.floor(slotStart / MINUTES_PER_DAY);
    const day = days[(dayIndex[input.day] + dayAfter) % 7] ?? input.day;
    slots.push({
      id: newId(),
      day,
      start: minutesToTime(slotStart),
      end: minutesToTime(slotStart + interval),
      active: input.active,
    });
  }
  return slots;
}

export const storeScheduleRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/store/schedule',
    tag: 'store',
    summary: 'Horario semanal de atencion',
    response: StoreSchedule,
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/store/schedule',
    tag: 'store',
    summary: 'Guarda el horario semanal de atencion',
    body: StoreSchedule,
    response: StoreSchedule,
  }),
};
