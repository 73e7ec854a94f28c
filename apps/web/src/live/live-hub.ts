import type { StreamEvent } from '@comanda/contract/events';
import type { QueryClient } from '@tanstack/react-query';
import type { LiveCacheSync } from './live-cache';
import { createLiveCacheSync } from './live-cache';
import type { LiveIndicator } from './live-health';
import { createLoadHealth, liveIndicator } from './live-health';
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
  /** The stream's status joined with the data loads' health (live-health.ts). */
  getStatus(): LiveIndicator;
  /** When the indicator last stopped being 'live' (ms), or null while it is or never was. */
  getLeftLiveAt(): number | null;
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
  /** How often failing loads are asked again (LOAD_PROBE_MS). */
  probeMs?: number;
}

export function createLiveHub({ queryClient, loadRinging, refreshMs, probeMs }: LiveHubDeps): LiveHub {
  let stream: LiveStatus = 'connecting';
  let status: LiveIndicator = 'connecting';
  let leftLiveAt: number | null = null;
  const statusListeners = new Set<() => void>();
  const listeners = new Set<LiveListener>();
  const ringing = createRingingOrders();
  const cache: LiveCacheSync = createLiveCacheSync(queryClient, { throttleMs: refreshMs });
  const loads = createLoadHealth(queryClient, { probeMs });

  function update() {
    const next = liveIndicator(stream, loads.failing());
    if (next === status) return;
    if (status === 'live') leftLiveAt = Date.now();
    status = next;
    for (const listener of statusListeners) listener();
  }
  loads.subscribe(update);

  function setStatus(next: LiveStatus) {
    stream = next;
    update();
  }

  return {
    getStatus: () => status,
    getLeftLiveAt: () => (status === 'live' ? null : leftLiveAt),
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
      stream = 'connecting';
      loads.clear();
      update();
    },

  };
}
