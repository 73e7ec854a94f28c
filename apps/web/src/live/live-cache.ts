import type { StreamEvent } from '@comanda/contract/events';
import type { QueryClient } from '@tanstack/react-query';
import { liveQueryKeys } from '../lib/live-query-keys';

/**
 * At most one refresh per prefix in this window: a rush of 20 events a second costs a few
 * refetches a second, and a lone event still shows at once (the first of a quiet spell goes
 * through immediately, the rest of the window in one trailing refresh).
 */
export const LIVE_REFRESH_MS = 400;

type LivePrefix = keyof typeof liveQueryKeys;

const everything: readonly LivePrefix[] = ['orders', 'dashboard', 'turn', 'storeStatus', 'team', 'stockWarnings'];

/** Which cached answers a stream event makes stale. */
export function prefixesFor(event: StreamEvent): readonly LivePrefix[] {
  switch (event.type) {
    case 'order':
      return ['orders', 'dashboard'];
    case 'turn':
      return ['turn', 'dashboard', 'storeStatus'];
    case 'store_status':
      return ['storeStatus'];
    case 'team':
      return ['team'];
    case 'stock':
      return ['stockWarnings'];
    // After any (re)connection or a reset, what was shown may have missed events.
    case 'ready':
    case 'reset':
      return everything;
  }
}

export interface LiveCacheSync {
  handle(event: StreamEvent): void;
  /** Drops a pending refresh (leaving the store). */
  dispose(): void;
}

/** Keeps TanStack Query's cache in step with the stream by invalidating, throttled, by prefix. */
export function createLiveCacheSync(
  queryClient: QueryClient,
  { throttleMs = LIVE_REFRESH_MS }: { throttleMs?: number } = {},
): LiveCacheSync {
  const pending = new Set<LivePrefix>();
  let lastFlushAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    timer = undefined;
    lastFlushAt = Date.now();
    const prefixes = [...pending];
    pending.clear();
    for (const prefix of prefixes) {
      void queryClient.invalidateQueries({ queryKey: liveQueryKeys[prefix] });
    }
  }

  return {
    handle(event) {
      for (const prefix of prefixesFor(event)) pending.add(prefix);
      if (timer !== undefined) return;
      const wait = lastFlushAt + throttleMs - Date.now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
    },
  };
}
