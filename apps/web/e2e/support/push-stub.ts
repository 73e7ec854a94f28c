/** The fake subscription's endpoint: a loopback address no push service listens on. */
export const PUSH_STUB_ENDPOINT = 'http://127.0.0.1/push-stub';

/**
 * Runs in the page before any app script: push subscriptions never reach a real push service
 * (DECISIONS.md "This machine's network"). The fake subscription serialises like a real one and,
 * like a real one, outlives a reload (kept in the page's sessionStorage). The service worker
 * itself is the app's own.
 */
export function stubPush(): void {
  // An init script is serialised on its own: it cannot use this module's constants.
  const STORAGE_KEY = 'e2e-push-stub-subscribed';
  const json = {
    endpoint: 'http://127.0.0.1/push-stub', // PUSH_STUB_ENDPOINT
    expirationTime: null,
    keys: { p256dh: 'stub-p256dh', auth: 'stub-auth' },
  };
  const storage = (() => {
    try {
      return window.sessionStorage;
    } catch {
      return null; // about:blank and other opaque origins have none
    }
  })();
  const isSubscribed = () => storage?.getItem(STORAGE_KEY) === 'yes';
  const setSubscribed = (on: boolean) => (on ? storage?.setItem(STORAGE_KEY, 'yes') : storage?.removeItem(STORAGE_KEY));
  const subscription = {
    endpoint: json.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: null },
    getKey: () => null,
    toJSON: () => json,
    unsubscribe: () => {
      setSubscribed(false);
      return Promise.resolve(true);
    },
  };
  if ('PushManager' in window) {
    PushManager.prototype.subscribe = function subscribe() {
      setSubscribed(true);
      return Promise.resolve(subscription as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function getSubscription() {
      return Promise.resolve(isSubscribed() ? (subscription as unknown as PushSubscription) : null);
    };
    PushManager.prototype.permissionState = function permissionState() {
      return Promise.resolve('granted' as PermissionState);
    };
  }
  if ('Notification' in window) {
    Object.defineProperty(Notification, 'permission', { get: () => 'granted' });
    Notification.requestPermission = () => Promise.resolve('granted' as NotificationPermission);
  }
}
