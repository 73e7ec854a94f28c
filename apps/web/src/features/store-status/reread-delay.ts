import type { StoreStatus } from '@comanda/contract/store/status';

/** Read again this long after the server's moment, so its clock has surely passed it. */
export const REREAD_MARGIN_MS = 500;
/** When the server still names a moment already past (its sweep is running late), ask again after this. */
export const REREAD_LATE_MS = 10_000;
/** setTimeout's largest delay (about 24.8 days); `next_change_at` is at most a week ahead. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * How long until the status should be read again by itself (a pause or extra delay ending, the
 * hours opening or closing), or false when nothing is due. Counted on the server's clock (`at` to
 * `next_change_at`) minus the time since the answer arrived, so a device whose clock is off still
 * reads it at the right moment.
 */
export function rereadDelay(status: StoreStatus | undefined, receivedAt: number, now: number): number | false {
  if (!status?.next_change_at) return false;
  const ahead = Date.parse(status.next_change_at) - Date.parse(status.at);
  if (Number.isNaN(ahead)) return false;
  if (ahead <= 0) return REREAD_LATE_MS;
  const elapsed = Math.max(0, now - receivedAt);
  return Math.min(MAX_TIMER_MS, Math.max(REREAD_MARGIN_MS, ahead - elapsed + REREAD_MARGIN_MS));
}
