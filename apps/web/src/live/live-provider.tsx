import { LIST_MAX_LIMIT } from '@comanda/contract/list';
import { orderRoutes } from '@comanda/contract/orders';
import { useLocalStorage } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useApi } from '../api/api-context';
import { useAuthState } from '../auth/use-auth';
import { storageKeys } from '../lib/storage-keys';
import type { LiveContextValue, SoundChoice } from './live-context';
import { LiveContext } from './live-context';
import { createLiveHub } from './live-hub';
import type { Alarm } from './ring/alarm';
import { createAlarm } from './ring/alarm';
import type { LiveSource } from './live-source-context';
import { createStreamClient } from './stream-client';

interface LiveProviderProps {
  source: LiveSource;
  /** Tests pass one over a fake AudioContext. */
  alarm?: Alarm;
  /** Throttle window of the cache refreshes (LIVE_REFRESH_MS). */
  refreshMs?: number;
  children: ReactNode;
}

const soundStorage = {
  key: storageKeys.ringSound,
  getInitialValueInEffect: false,
  serialize: (value: SoundChoice) => value ?? '',
  deserialize: (value: string | undefined): SoundChoice =>
    value === 'on' || value === 'off' ? value : undefined,
};

function askNotificationPermission() {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  void Notification.requestPermission().catch(() => undefined);
}

/**
 * The live layer, around the protected shell: while a store access exists it reads the store's
 * stream (one connection, restarted for each new access), keeps the query cache fresh, keeps the
 * ringing orders and sounds the alarm for them. Nothing runs (or loads) at login or in the lobby.
 */
export function LiveProvider({ source, alarm: givenAlarm, refreshMs, children }: LiveProviderProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const state = useAuthState();
  const powerId = state.status === 'access' ? state.powerId : null;
  const [hub] = useState(() =>
    createLiveHub({
      queryClient,
      refreshMs,
      loadRinging: async (signal) => {
        const list = await api.call(
          orderRoutes.list,
          { query: { group: 'new', limit: LIST_MAX_LIMIT, order: 'created_at__DESC' } },
          { signal },
        );
        return list.data;
      },
    }),
  );
  const [alarm] = useState(() => givenAlarm ?? createAlarm());
  const [sound, setSound] = useLocalStorage<SoundChoice>(soundStorage);
  const ringingCount = useSyncExternalStore(
    hub.ringing.subscribe,
    () => hub.ringing.getSnapshot().length,
    () => 0,
  );

  const { fetch: fetchFn, auth, baseUrl } = source;
  useEffect(() => {
    if (!powerId) return undefined;
    const client = createStreamClient({
      fetch: fetchFn,
      auth,
      baseUrl,
      onEvent: hub.handle,
      onStatus: hub.setStatus,
    });
    client.start();
    return () => {
      client.stop();
      hub.reset();
    };
  }, [powerId, hub, fetchFn, auth, baseUrl]);

  useEffect(() => {
    alarm.setActive(powerId !== null && sound === 'on' && ringingCount > 0);
  }, [alarm, powerId, sound, ringingCount]);

  // Browsers keep audio off after every page load until a gesture: any tap or key resumes it.
  useEffect(() => {
    if (sound !== 'on') return undefined;
    const unlock = () => alarm.unlock();
    document.addEventListener('pointerdown', unlock, true);
    document.addEventListener('keydown', unlock, true);
    return () => {
      document.removeEventListener('pointerdown', unlock, true);
      document.removeEventListener('keydown', unlock, true);
    };
  }, [alarm, sound]);

  useEffect(() => () => alarm.dispose(), [alarm]);

  const value = useMemo<LiveContextValue>(
    () => ({
      hub,
      alarm,
      sound,
      enableSound: () => {
        alarm.unlock();
        setSound('on');
        askNotificationPermission();
      },
      disableSound: () => setSound('off'),
    }),
    [hub, alarm, sound, setSound],
  );
  return <LiveContext value={value}>{children}</LiveContext>;
}
