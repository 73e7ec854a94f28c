/**
 * Runs in the page before any app script: push subscriptions never reach a real push service
 * (DECISIONS.md "This machine's network"). The fake subscription serialises like a real one.
 */
export function stubPush(): void {
  const json = {
    endpoint: 'http://127.0.0.1/push-stub',
    expirationTime: null,
    keys: { p256dh: 'stub-p256dh', auth: 'stub-auth' },
  };
  let subscribed = false;
  const subscription = {
    endpoint: json.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: null },
    getKey: () => null,
    toJSON: () => json,
    unsubscribe: () => {
      subscribed = false;
      return Promise.resolve(true);
    },
  };
  if ('PushManager' in window) {
    PushManager.prototype.subscribe = function subscribe() {
      subscribed = true;
      return Promise.resolve(subscription as unknown as PushSubscription);
    };
    PushManager.prototype.getSubscription = function getSubscription() {
      return Promise.resolve(subscribed ? (subscription as unknown as PushSubscription) : null);
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
