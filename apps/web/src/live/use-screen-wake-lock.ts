import { useEffect } from 'react';

/**
 * Keeps the screen on while `enabled` (the orders screens on a counter tablet). The browser
 * drops the lock whenever the tab is hidden, so it is asked for again when the tab shows.
 * Unsupported or refused (battery saver): nothing happens.
 */
export function useScreenWakeLock(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return undefined;
    let sentinel: WakeLockSentinel | null = null;
    let requesting = false;
    let released = false;

    const acquire = async () => {
      if (released || requesting || document.visibilityState !== 'visible') return;
      if (sentinel && !sentinel.released) return;
      requesting = true;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (released) void lock.release().catch(() => undefined);
        else sentinel = lock;
      } catch {
        // Refused: the screen may dim, nothing else breaks.
      } finally {
        requesting = false;
      }
    };
    const onVisibility = () => void acquire();

    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      released = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => undefined);
      sentinel = null;
    };
  }, [enabled]);
}
