/* global self */
// Comanda's service worker: it only shows push messages (DECISIONS.md "Notifications").
// It caches nothing and fetches nothing. A message that arrives while a Comanda window is on
// screen goes to that window (the app shows it as a toast) instead of the system tray.

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

const DEFAULT_TITLE = 'Comanda';
const DEFAULT_URL = '/orders';

/** A path of this site ('/orders/{id}', or a link to it); anything else (another site, none) opens the orders. */
function sitePath(url) {
  if (typeof url !== 'string' || url === '') return DEFAULT_URL;
  try {
    const link = new URL(url, self.location.origin);
    return link.origin === self.location.origin ? link.pathname + link.search : DEFAULT_URL;
  } catch {
    return DEFAULT_URL;
  }
}

const text = (value, fallback) => (typeof value === 'string' && value !== '' ? value : fallback);

/**
 * The server's payload, JSON {title, body, url, tag, order_id, number}: the order's number is in
 * the title, its client and total in the body. Plain text is shown as the body.
 */
function readPayload(data) {
  if (!data) return { title: DEFAULT_TITLE, body: '', url: DEFAULT_URL };
  try {
    const json = data.json();
    return {
      title: text(json.title, DEFAULT_TITLE),
      body: text(json.body, ''),
      url: sitePath(json.url),
      tag: text(json.tag, undefined),
    };
  } catch {
    return { title: DEFAULT_TITLE, body: data.text(), url: DEFAULT_URL };
  }
}

/** The Comanda windows someone is looking at: the focused one, or else any visible one. */
async function windowsOnScreen() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const focused = windows.filter((client) => client.focused);
  return focused.length > 0 ? focused : windows.filter((client) => client.visibilityState === 'visible');
}

async function deliver(payload) {
  const onScreen = await windowsOnScreen();
  if (onScreen.length > 0) {
    const message = { type: 'comanda-push', title: payload.title, body: payload.body, url: payload.url };
    for (const client of onScreen) client.postMessage(message);
    return;
  }
  await self.registration.showNotification(payload.title, {
    body: payload.body,
    tag: payload.tag,
    icon: '/favicon.svg',
    data: { url: payload.url },
  });
}

self.addEventListener('push', (event) => {
  event.waitUntil(deliver(readPayload(event.data)));
});

/** Brings a Comanda window forward on `url` (the one already there, else another), or opens one. */
async function openPage(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const target = new URL(url, self.location.origin).href;
  const there = windows.find((client) => client.url === target);
  if (there) return there.focus();
  const other = windows[0];
  if (other) {
    // Focus while the click still allows it, then navigate: navigate() works only on a window
    // this worker controls (it claims every one on activation), so a new window is the fallback.
    const focused = await other.focus();
    try {
      if (await focused.navigate(url)) return focused;
    } catch {
      // not controlled by this worker
    }
  }
  return self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sitePath(event.notification.data && event.notification.data.url);
  event.waitUntil(openPage(url));
});
