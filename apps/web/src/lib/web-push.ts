/**
 * This device's Web Push subscription (DECISIONS.md "Notifications"): the service worker
 * `/sw.js` shows what arrives; nothing here loads code from elsewhere.
 */
export const SERVICE_WORKER_URL = '/sw.js';

/** True when the browser can subscribe to push (service workers, Push API, notifications). */
export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** True when the user (or the browser) blocked notifications for this site: asking again does nothing. */
export function notificationsDenied(): boolean {
  return typeof Notification !== 'undefined' && Notification.permission === 'denied';
}

/** The VAPID key (base64url) as the bytes `pushManager.subscribe` takes. */
export function vapidKeyBytes(key: string): Uint8Array<ArrayBuffer> {
  const base64 = key.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(key.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The subscription this device holds, if any. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Thrown when the user (or the browser) refuses notifications. */
export class PushPermissionDenied extends Error {}

/** False when the subscription was made with another server key (the server's keys changed): it cannot be used. */
function madeWithKey(subscription: PushSubscription, vapidKey: string): boolean {
  const current = subscription.options?.applicationServerKey;
  if (!current) return true;
  const made = new Uint8Array(current);
  const wanted = vapidKeyBytes(vapidKey);
  return made.length === wanted.length && made.every((byte, index) => byte === wanted[index]);
}

/** Asks permission, registers the service worker and subscribes (or returns the usable subscription). */
export async function subscribeToPush(vapidKey: string, deniedText: string): Promise<PushSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionDenied(deniedText);
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  if (existing && madeWithKey(existing, vapidKey)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: vapidKeyBytes(vapidKey) });
}
