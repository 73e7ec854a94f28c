/**
 * The wait before attempt `attempts + 1` after a failed attempt: exponential backoff with full
 * jitter (a random wait up to base * 2^(attempts - 1), capped at max), so instances and rows that
 * failed together do not all come back at the same moment.
 */
export function retryDelayMs(
  attempts: number,
  { retryBaseMs, retryMaxMs }: { retryBaseMs: number; retryMaxMs: number },
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(retryMaxMs, retryBaseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
  return Math.round(random() * ceiling);
}

/** The longest Retry-After honoured: a service asking for more is asked again after a day. */
const RETRY_AFTER_MAX_MS = 24 * 60 * 60_000;

/**
 * A Retry-After header (RFC 9110: seconds, or an HTTP date) as milliseconds from `now`;
 * undefined when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Math.min(Number(text) * 1000, RETRY_AFTER_MAX_MS);
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.min(Math.max(0, at - now), RETRY_AFTER_MAX_MS);
}
