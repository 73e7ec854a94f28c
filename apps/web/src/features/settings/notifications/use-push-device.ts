import { type PushToken, notificationRoutes, parsePushToken } from '@comanda/contract/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { messages } from '../../../lib/messages';
import { saveToast } from '../../../lib/toast';
import {
  PushPermissionDenied,
  currentPushSubscription,
  isPushSupported,
  notificationsDenied,
  subscribeToPush,
} from '../../../lib/web-push';
import { settingsKeys } from '../shared/settings-keys';

export type PushDeviceStatus = 'checking' | 'unsupported' | 'unconfigured' | 'denied' | 'subscribed' | 'unsubscribed';

export interface PushDevice {
  status: PushDeviceStatus;
  busy: boolean;
  subscribe: () => Promise<void>;
  unsubscribe: () => Promise<void>;
}

/**
 * Push on this device for the signed-in power: subscribed when the browser holds a subscription
 * and the server holds the same one for this power on this device (`firebase_token`), since
 * another store's power on this browser subscribes on its own. The actions (un)subscribe it.
 * `vapidKey`: undefined while loading, null when the server has no VAPID key.
 */
export function usePushDevice(vapidKey: string | null | undefined): PushDevice {
  const api = useApi();
  const queryClient = useQueryClient();
  const supported = isPushSupported();
  // undefined while looking; null when the browser holds none.
  const [browserEndpoint, setBrowserEndpoint] = useState<string | null | undefined>(undefined);
  const [denied, setDenied] = useState(() => supported && notificationsDenied());
  const [busy, setBusy] = useState(false);
  const server = useQuery({
    queryKey: settingsKeys.pushToken,
    queryFn: ({ signal }) => api.call(notificationRoutes.pushToken, {}, { signal }),
    enabled: supported,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

  useEffect(() => {
    if (!supported) return;
    let live = true;
    currentPushSubscription()
      .then((subscription) => live && setBrowserEndpoint(subscription?.endpoint ?? null))
      .catch(() => live && setBrowserEndpoint(null));
    return () => {
      live = false;
    };
  }, [supported]);

  // A failed lookup counts as not subscribed: activating again sends the subscription anew.
  const serverEndpoint = server.isPending ? undefined : parsePushToken(server.data?.token ?? '')?.endpoint ?? null;
  const subscribed = !!browserEndpoint && browserEndpoint === serverEndpoint;
  const status: PushDeviceStatus = !supported
    ? 'unsupported'
    : vapidKey === null
      ? 'unconfigured'
      : vapidKey === undefined || browserEndpoint === undefined || serverEndpoint === undefined
        ? 'checking'
        : subscribed
          ? 'subscribed'
          : denied
            ? 'denied'
            : 'unsubscribed';

  async function run(action: () => Promise<PushToken>) {
    setBusy(true);
    const outcome = await saveToast(action());
    if (outcome.ok) queryClient.setQueryData(settingsKeys.pushToken, outcome.value);
    else if (outcome.error instanceof PushPermissionDenied) setDenied(true);
    setBusy(false);
  }

  return {
    status,
    busy,
    subscribe: () =>
      run(async () => {
        if (!vapidKey) throw new Error(messages.settings.notifications.notConfigured);
        const subscription = await subscribeToPush(vapidKey, messages.settings.notifications.denied);
        setBrowserEndpoint(subscription.endpoint);
        return api.call(notificationRoutes.savePushToken, { body: { token: JSON.stringify(subscription) } });
      }),
    // Only this power stops receiving here: the browser's subscription stays for the other
    // stores this browser is subscribed in (unsubscribing it would end theirs too).
    unsubscribe: () => run(() => api.call(notificationRoutes.savePushToken, { body: { token: null } })),
  };
}
