import { useEffect, useState } from 'react';

/** How often the waiting minutes and the promise colours are recomputed. */
export const NOW_TICK_MS = 30_000;

/** The current time in ms, renewed every `everyMs` (re-renders the caller). */
export function useNow(everyMs: number = NOW_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
