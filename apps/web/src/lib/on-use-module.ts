import { useEffect, useSyncExternalStore } from 'react';

export interface OnUseModule<T> {
  /** Starts the import now (a click that needs it); later calls share it. */
  load(): Promise<T>;
  /** The loaded value, undefined until then; the import starts at the first pointer, touch or key on the page. */
  useWhenUsed(): T | undefined;
}

const FIRST_USE_EVENTS = ['pointerdown', 'pointerover', 'keydown', 'focusin', 'touchstart'] as const;

/** Runs once the person first points, touches or types anywhere on the page. */
function onFirstUse(run: () => void): () => void {
  const stop = () => {
    for (const name of FIRST_USE_EVENTS) window.removeEventListener(name, handle, true);
  };
  function handle() {
    stop();
    run();
  }
  for (const name of FIRST_USE_EVENTS) window.addEventListener(name, handle, { capture: true, passive: true });
  return stop;
}

/**
 * Code the first screen shows no part of (a tooltip, a popover's panel) as a chunk of its own,
 * loaded once the person starts using the page: the phone neither downloads nor runs it while it
 * builds the first screen.
 */
export function onUseModule<T>(importer: () => Promise<T>): OnUseModule<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();

  const load = () => {
    pending ??= importer().then(
      (loaded) => {
        value = loaded;
        for (const listener of listeners) listener();
        return loaded;
      },
      (error: unknown) => {
        pending = undefined; // a failed chunk download is tried again on the next request
        throw error;
      },
    );
    return pending;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const snapshot = () => value;

  return {
    load,
    useWhenUsed() {
      const loaded = useSyncExternalStore(subscribe, snapshot, snapshot);
      useEffect(() => {
        if (value !== undefined) return undefined;
        return onFirstUse(() => void load().catch(() => undefined));
      }, []);
      return loaded;
    },
  };
}
