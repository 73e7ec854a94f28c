/* global self */
// Comanda's service worker: it only shows push messages (DECISIONS.md "Notifications").
// It caches nothing and fetches nothing; a click focuses an open Comanda tab or opens one.

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The payload as {title, body, url}: JSON when the server sends it, else plain text. */
function readPayload(data) {
  if (!data) return { title: 'Comanda', body: '' };
  try {
    const json = data.json();
    return {
      title: typeof json.title === 'string' ? json.title : 'Comanda',
      body: typeof json.body === 'string' ? json.body : '',
      url: typeof json.url === 'string' ? json.url : undefined,
    };
  } catch {
    return { title: 'Comanda', body: data.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      icon: '/favicon.svg',
      data: { url: payload.url ?? '/orders' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || '/orders';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => 'focus' in client);
      if (open) {
        return open.focus().then((client) => (client && 'navigate' in client ? client.navigate(url) : client));
      }
      return self.clients.openWindow(url);
    }),
  );
});
