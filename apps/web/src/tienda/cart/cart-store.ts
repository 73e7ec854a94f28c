import { useCallback, useMemo, useSyncExternalStore } from 'react';
import {
  addLine,
  itemsTotalCents,
  parseCart,
  removeLine,
  serialiseCart,
  setQuantity,
  unitCount,
  type CartItem,
  type CartLine,
  type CartLineDisplay,
} from './cart-lines';

export * from './cart-lines';

/*
 * The cart is kept on the device, one per store (localStorage 'comanda.tienda.cart.{slug}'), so
 * a reload, a closed tab or a lost connection keeps it. Every page of the entry reads it through
 * useCart(slug); another tab's change arrives by the 'storage' event.
 */

/** The part of localStorage the cart needs (tests pass their own). */
export interface CartStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const cartStorageKey = (slug: string): string => `comanda.tienda.cart.${slug}`;

function defaultStorage(): CartStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A store slug's cart: a snapshot that only changes when the cart does, and its writers. */
export interface CartStore {
  lines(): CartLine[];
  replace(lines: CartLine[]): void;
  subscribe(listener: () => void): () => void;
}

const stores = new Map<string, CartStore>();

export function createCartStore(slug: string, storage: CartStorage | null = defaultStorage()): CartStore {
  const key = cartStorageKey(slug);
  const listeners = new Set<() => void>();
  let raw: string | null = null;
  let memory: CartLine[] = [];
  let loaded = false;

  const read = (): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const refresh = (): boolean => {
    const current = storage ? read() : raw;
    if (loaded && current === raw) return false;
    loaded = true;
    raw = current;
    memory = parseCart(current);
    return true;
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== key) return;
    if (refresh()) notify();
  };

  return {
    lines() {
      refresh();
      return memory;
    },
    replace(lines) {
      const next = lines.length > 0 ? serialiseCart(lines) : null;
      try {
        if (next === null) storage?.removeItem(key);
        else storage?.setItem(key, next);
      } catch {
        // Storage full or refused: the cart lives in memory for this visit.
      }
      raw = storage ? read() : next;
      loaded = true;
      memory = lines;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The one store per slug this page uses. */
export function cartStoreFor(slug: string): CartStore {
  let store = stores.get(slug);
  if (!store) {
    store = createCartStore(slug);
    stores.set(slug, store);
  }
  return store;
}

export interface UseCart {
  lines: CartLine[];
  /** Sum of quantities. */
  units: number;
  itemsTotalCents: number;
  add(item: CartItem, display: CartLineDisplay, quantity?: number): void;
  setQuantity(key: string, quantity: number): void;
  remove(key: string): void;
  /** After the order is placed. */
  clear(): void;
}

export function useCart(slug: string, store: CartStore = cartStoreFor(slug)): UseCart {
  const lines = useSyncExternalStore(store.subscribe, store.lines, store.lines);
  const update = useCallback((change: (current: CartLine[]) => CartLine[]) => store.replace(change(store.lines())), [store]);
  return useMemo(
    () => ({
      lines,
      units: unitCount(lines),
      itemsTotalCents: itemsTotalCents(lines),
      add: (item, display, quantity = 1) => update((current) => addLine(current, item, display, quantity)),
      setQuantity: (key, quantity) => update((current) => setQuantity(current, key, quantity)),
      remove: (key) => update((current) => removeLine(current, key)),
      clear: () => update(() => []),
    }),
    [lines, update],
  );
}
