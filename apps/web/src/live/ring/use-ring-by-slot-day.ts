import { useEffect, useState } from 'react';
import { storeToday } from '../../lib/day-label';
import { ringsOnDay } from '../../lib/scheduled-ring';
import { useStoreTimeZone } from '../../lib/store-info';
import { useLiveContext } from '../live-context';

/** How often the store's day is read again: an order for tomorrow starts ringing within this of midnight. */
const DAY_CHECK_MS = 60_000;

/**
 * Holds back the ring of orders for a later day (lib/scheduled-ring.ts) until the store's
 * calendar reaches their slot's day: the alarm, the title count and the header read the same set.
 */
export function useRingBySlotDay(): void {
  const { hub } = useLiveContext();
  const timeZone = useStoreTimeZone();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), DAY_CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  const today = storeToday(now, timeZone);
  useEffect(() => {
    hub.ringing.setDue((order) => ringsOnDay(order, today));
  }, [hub, today]);
}
