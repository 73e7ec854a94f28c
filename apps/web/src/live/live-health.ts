import type { Query, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { liveQueryKeys } from '../lib/live-query-keys';
import type { LiveStatus } from './stream-client';

/**
 * What the header tells staff: 'live' only while the stream is up AND the screens' data loads
 * work; 'offline' ('Sin conexión') as soon as either fails; 'connecting' before the first
 * connection.
 */
export type LiveIndicator = 'connecting' | 'live' | 'offline';

export function liveIndicator(stream: LiveStatus, loadsFailing: boolean): LiveIndicator {
  if (loadsFailing || stream === 'reconnecting') return 'offline';
  return stream;
}

/** The board says how old its data is once it has not been confirmed current for this long. */
export const STALE_AFTER_MS = 15_000;

/**
 * How long ago the shown data was last known current, or null while it is (or only just was).
 * While the indicator is 'live' nothing was missed: the stream would have refreshed it. Otherwise
 * the data is as current as its last load or the last moment the page was live, whichever is later.
 */
export function dataAge(
  now: number,
  { indicator, leftLiveAt, dataUpdatedAt }: { indicator: LiveIndicator; leftLiveAt: number | null; dataUpdatedAt: number },
): number | null {
  // Never loaded (0): the screen shows its loader or its error, not an age.
  if (indicator === 'live' || dataUpdatedAt === 0) return null;
  const confirmedAt = Math.max(dataUpdatedAt, leftLiveAt ?? 0);
  const age = now - confirmedAt;
  return age >= STALE_AFTER_MS ? age : null;
}

/**
 * A failure that says the server could not be reached or answer (no answer, 5xx, a broken
 * answer), unlike a refusal (4xx), which comes from a working server.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (!isApiError(error)) return !(error instanceof DOMException && error.name === 'AbortError');
  return error.status === 0 || error.status >= 500;
}

const livePrefixes: readonly string[] = Object.values(liveQueryKeys).map((key) => key[0]);

/** A query the live stream keeps fresh (its key starts with one of the live prefixes). */
export const isLiveQuery = (query: Query): boolean =>
  typeof query.queryKey[0] === 'string' && livePrefixes.includes(query.queryKey[0]);

/** Failing queries are asked again this often, so the indicator learns when loads work again. */
export const LOAD_PROBE_MS = 3_000;

export interface LoadHealth {
  failing(): boolean;
  subscribe(listener: () => void): () => void;
  /** Forgets the failures (leaving the store). */
  clear(): void;
  dispose(): void;
}

/**
 * Watches TanStack Query's cache: a live-refreshed query whose load (or any retry of it) failed
 * to reach the server counts as failing until it loads again. While any fails, they are asked
 * again every `probeMs`, even with nothing on screen using them.
 */
export function createLoadHealth(
  queryClient: QueryClient,
  { probeMs = LOAD_PROBE_MS }: { probeMs?: number } = {},
): LoadHealth {
  const failingQueries = new Set<string>();
  const listeners = new Set<() => void>();
  let probe: ReturnType<typeof setInterval> | undefined;

  function changed(before: boolean) {
    const now = failingQueries.size > 0;
    if (now && probe === undefined) probe = setInterval(reprobe, probeMs);
    if (!now && probe !== undefined) {
      clearInterval(probe);
      probe = undefined;
    }
    if (now !== before) for (const listener of listeners) listener();
  }

  function reprobe() {
    void queryClient
      .refetchQueries(
        { predicate: (query) => failingQueries.has(query.queryHash) && query.state.fetchStatus === 'idle' },
        { cancelRefetch: false, throwOnError: false },
      )
      .catch(() => undefined);
  }

  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (!isLiveQuery(event.query)) return;
    const before = failingQueries.size > 0;
    const hash = event.query.queryHash;
    if (event.type === 'removed') {
      failingQueries.delete(hash);
    } else if (event.type === 'updated') {
      const { action } = event;
      if ((action.type === 'failed' || action.type === 'error') && isConnectionFailure(action.error)) {
        failingQueries.add(hash);
      } else if (action.type === 'success' && !action.manual) {
        failingQueries.delete(hash);
      } else if (action.type === 'error') {
        // Refused (4xx): the server answered, so it is reachable.
        failingQueries.delete(hash);
      }
    } else {
      return;
    }
    changed(before);
  });

  return {
    failing: () => failingQueries.size > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear() {
      const before = failingQueries.size > 0;
      failingQueries.clear();
      changed(before);
    },
    dispose() {
      unsubscribe();
      clearInterval(probe);
      probe = undefined;
      failingQueries.clear();
      listeners.clear();
    },
  };
}

/** '20 s', '3 min', '2 h': how long ago, rounded down, as the board shows it. */
export function formatAge(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h`;
}
