import type { StreamEvent } from '@comanda/contract/events';
import type { Order } from '@comanda/contract/orders';
import { isOrderRinging } from '@comanda/contract/orders';

/** Reads the orders that may ring (GET orders, group 'new'); aborted when a newer load starts. */
export type LoadRingingOrders = (signal: AbortSignal) => Promise<readonly Order[]>;

/**
 * The store's ringing orders ('Nueva' and unattended, DECISIONS.md "Order flow"): loaded on every
 * (re)connection and reset, then kept by the stream's order events, each of which carries the
 * order as it is now.
 */
export interface RingingOrders {
  /** Oldest number first; a new array after every change (useSyncExternalStore). */
  getSnapshot(): readonly Order[];
  subscribe(listener: () => void): () => void;
  handle(event: StreamEvent): void;
  /**
   * Which of the unattended orders ring now (lib/scheduled-ring.ts: an order for a later day
   * waits for its day); all of them until set. The others are kept, to ring when it says so.
   */
  setDue(isDue: (order: Order) => boolean): void;
  /** Replaces the set with a fresh load; order events that arrive meanwhile are applied on top. */
  reload(load: LoadRingingOrders): Promise<void>;
  /** Empties the set and abandons a load (leaving the store). */
  clear(): void;
}

const EMPTY: readonly Order[] = [];

export function createRingingOrders(): RingingOrders {
  let orders = new Map<string, Order>();
  let snapshot = EMPTY;
  const listeners = new Set<() => void>();
  let loading: { controller: AbortController; arrived: Order[] } | undefined;
  let isDue: (order: Order) => boolean = () => true;

  function apply(target: Map<string, Order>, order: Order) {
    if (isOrderRinging(order)) target.set(order.id, order);
    else target.delete(order.id);
  }

  function publish(next: Map<string, Order>) {
    orders = next;
    const sorted = [...next.values()].filter((order) => isDue(order)).sort((a, b) => a.number - b.number);
    const same =
      sorted.length === snapshot.length && sorted.every((order, index) => order === snapshot[index]);
    if (same) return;
    snapshot = sorted.length === 0 ? EMPTY : sorted;
    for (const listener of listeners) listener();
  }

  return {
    getSnapshot: () => snapshot,

    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    setDue(next) {
      isDue = next;
      publish(orders);
    },

    handle(event) {
      if (event.type !== 'order') return;
      loading?.arrived.push(event.order);
      const next = new Map(orders);
      apply(next, event.order);
      publish(next);
    },

    async reload(load) {
      loading?.controller.abort();
      const current = { controller: new AbortController(), arrived: [] as Order[] };
      loading = current;
      try {
        const loaded = await load(current.controller.signal);
        if (loading !== current) return;
        const next = new Map<string, Order>();
        for (const order of loaded) apply(next, order);
        // The load may have been read before some of the events that came meanwhile.
        for (const order of current.arrived) apply(next, order);
        publish(next);
      } catch {
        // Keep what the events built; the next connection loads again.
      } finally {
        if (loading === current) loading = undefined;
      }
    },

    clear() {
      loading?.controller.abort();
      loading = undefined;
      publish(new Map());
    },
  };
}
