import type { ScheduleEntry } from '@comanda/contract/store/schedule';
import { minutesToTime, timeToMinutes } from '@comanda/contract/store/schedule';
import type { ScheduleEntryInput } from './schedule-list-values';

/** What the generator's slots came to: the ones to append, and how many the list already had. */
export interface NewSlots {
  added: ScheduleEntry[];
  existed: number;
}

type SlotTimes = Pick<ScheduleEntryInput, 'day' | 'start' | 'end'>;

/** Day, start and end, with '09:00' and '09:00:00' alike (a missing time is the default 00:00). */
const slotKey = ({ day, start, end }: SlotTimes): string =>
  `${day} ${minutesToTime(timeToMinutes(start ?? '00:00'))} ${minutesToTime(timeToMinutes(end ?? '00:00'))}`;

/**
 * The generated slots the list lacks: a slot with the day, start and end of an entry already
 * there (active or not) is left out and counted, so generating twice adds nothing the second time.
 */
export function newSlots(existing: readonly SlotTimes[], generated: readonly ScheduleEntry[]): NewSlots {
  const seen = new Set(existing.map(slotKey));
  const added: ScheduleEntry[] = [];
  let existed = 0;
  for (const slot of generated) {
    const key = slotKey(slot);
    if (seen.has(key)) {
      existed += 1;
    } else {
      seen.add(key);
      added.push(slot);
    }
  }
  return { added, existed };
}
