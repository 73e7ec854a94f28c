import type { ScheduleEntry } from '@comanda/contract/store/schedule';
import { newUuid } from '../../../lib/uuid';

/** A new weekly entry: Monday, 00:00 to 00:00 (the whole day), active (SPEC.md section 5). */
export function newScheduleEntry(id: string = newUuid()): ScheduleEntry {
  return { id, day: 'mon', start: '00:00', end: '00:00', active: true };
}
