/**
 * A browser with push for component tests (jsdom has none): a service worker container that
 * messages can be dispatched on, a PushManager whose subscription lives here, and a
 * notification permission. `uninstall` takes it all away again.
 */
export interface FakePush {
  /** The service worker container: dispatch a MessageEvent on it as the worker would post one. */
  serviceWorker: EventTarget;
  /** The subscription as the server gets it (`JSON.stringify` of the subscription). */
  token: string;
  endpoint: string;
  isSubscribed(): boolean;
  uninstall(): void;
}

export function installFakePush(
  options: { permission?: NotificationPermission; subscribed?: boolean; endpoint?: string } = {},
): FakePush {
  const endpoint = options.endpoint ?? 'http://127.0.0.1/push-fake/1';
  const json = { endpoint, expirationTime: null, keys: { p256dh: 'p256dh-fake', auth: 'auth-fake' } };
  let subscribed = options.subscribed ?? false;
  const subscription = {
    endpoint,
    options: { userVisibleOnly: true, applicationServerKey: null },
    toJSON: () => json,
    unsubscribe: async () => {
      subscribed = false;
      return true;
    },
  };
  const pushManager = {
    getSubscription: async () => (subscribed ? subscription : null),
    subscribe: async () => {
      subscribed = true;
      return subscription;
    },
  };
  const registration = { pushManager };
  const serviceWorker = Object.assign(new EventTarget(), {
    register: async () => registration,
    ready: Promise.resolve(registration),
    getRegistration: async () => registration,
  });
  let permission: NotificationPermission = options.permission ?? 'default';
  const notification = {
    get permission() {
      return permission;
    },
    requestPermission: async () => {
      if (permission === 'default') permission = 'granted';
      return permission;
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  Object.assign(window, { PushManager: class {}, Notification: notification });
  return {
    serviceWorker,
    token: JSON.stringify(json),
    endpoint,
    isSubscribed: () => subscribed,
    uninstall() {
      Reflect.deleteProperty(navigator, 'serviceWorker');
      Reflect.deleteProperty(window, 'PushManager');
      Reflect.deleteProperty(window, 'Notification');
    },
  };
}
