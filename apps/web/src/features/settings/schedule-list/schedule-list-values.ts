import type { ScheduleEntry } from '@comanda/contract/store/schedule';
import type { z } from 'zod';

/** The store schedule keeps its list under 'schedules'; shipment and take-away under 'schedule'. */
export type ScheduleListName = 'schedule' | 'schedules';

export type ScheduleEntryInput = z.input<typeof ScheduleEntry>;

/** The part of a form the schedule list edits. */
export type ScheduleListValues = Partial<Record<ScheduleListName, ScheduleEntryInput[]>>;
