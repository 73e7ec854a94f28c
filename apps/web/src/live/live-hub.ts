import type { StreamEvent } from '@comanda/contract/events';
import type { QueryClient } from '@tanstack/react-query';
import type { LiveCacheSync } from './live-cache';
import { createLiveCacheSync } from './live-cache';
import type { LoadRingingOrders, RingingOrders } from './ring/ringing-orders';
import { createRingingOrders } from './ring/ringing-orders';
import type { LiveStatus } from './stream-client';

export type LiveListener = (event: StreamEvent) => void;

/**
 * What the page knows from the stream, for as long as the page lives: the connection status, the
 * ringing orders and the events themselves for whoever listens. A connection (one per store
 * access) feeds it through `handle` and `setStatus`; leaving the store calls `reset`.
 */
export interface LiveHub {
  getStatus(): LiveStatus;
  subscribeStatus(listener: () => void): () => void;
  ringing: RingingOrders;
  /** Every valid stream event, after the cache and the ringing set took it into account. */
  listen(listener: LiveListener): () => void;
  handle(event: StreamEvent): void;
  setStatus(status: LiveStatus): void;
  reset(): void;
}

export interface LiveHubDeps {
  queryClient: QueryClient;
  loadRinging: LoadRingingOrders;
  refreshMs?: number;
}

export function createLiveHub({ queryClient, loadRinging, refreshMs }: LiveHubDeps): LiveHub {
  let status: LiveStatus = 'connecting';
  const statusListeners = new Set<() => void>();
  const listeners = new Set<LiveListener>();
  const ringing = createRingingOrders();
  const cache: LiveCacheSync = createLiveCacheSync(queryClient, { throttleMs: refreshMs });

  function setStatus(next: LiveStatus) {
    if (next === status) return;
    status = next;
    for (const listener of statusListeners) listener();
  }

  return {
    getStatus: () => status,
    subscribeStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    ringing,
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    handle(event) {
      cache.handle(event);
      ringing.handle(event);
      if (event.type === 'ready' || event.type === 'reset') void ringing.reload(loadRinging);
      for (const listener of listeners) listener(event);
    },
    setStatus,
    reset() {
      cache.dispose();
      ringing.clear();
      setStatus('connecting');
    },
  };
}
