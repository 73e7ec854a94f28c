import { notificationRoutes } from '@comanda/contract/notifications';
import { useEffect, useState } from 'react';
import { useApi } from '../../../api/api-context';
import { messages } from '../../../lib/messages';
import { saveToast } from '../../../lib/toast';
import { currentPushSubscription, isPushSupported, subscribeToPush } from '../../../lib/web-push';

export type PushDeviceStatus = 'checking' | 'unsupported' | 'unconfigured' | 'subscribed' | 'unsubscribed';

export interface PushDevice {
  status: PushDeviceStatus;
  busy: boolean;
  subscribe: () => Promise<void>;
  unsubscribe: () => Promise<void>;
}

/**
 * Push on this device: whether it is subscribed, and the actions that (un)subscribe it in the
 * browser and tell the server (`firebase_token`: the serialised subscription, or null).
 * `vapidKey`: undefined while loading, null when the server has no VAPID key.
 */
export function usePushDevice(vapidKey: string | null | undefined): PushDevice {
  const api = useApi();
  const supported = isPushSupported();
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supported) return;
    let live = true;
    currentPushSubscription()
      .then((subscription) => live && setSubscribed(subscription !== null))
      .catch(() => live && setSubscribed(false));
    return () => {
      live = false;
    };
  }, [supported]);

  const status: PushDeviceStatus = !supported
    ? 'unsupported'
    : vapidKey === null
      ? 'unconfigured'
      : vapidKey === undefined || subscribed === null
        ? 'checking'
        : subscribed
          ? 'subscribed'
          : 'unsubscribed';

  async function run(action: () => Promise<boolean>) {
    setBusy(true);
    const outcome = await saveToast(action());
    if (outcome.ok) setSubscribed(outcome.value);
    setBusy(false);
  }

  return {
    status,
    busy,
    subscribe: () =>
      run(async () => {
        if (!vapidKey) return false;
        const subscription = await subscribeToPush(vapidKey, messages.settings.notifications.denied);
        await api.call(notificationRoutes.savePushToken, { body: { token: JSON.stringify(subscription) } });
        return true;
      }),
    unsubscribe: () =>
      run(async () => {
        await api.call(notificationRoutes.savePushToken, { body: { token: null } });
        await (await currentPushSubscription())?.unsubscribe();
        return false;
      }),
  };
}
