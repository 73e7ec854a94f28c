/* global self, caches */
// The ordering page's service worker (scope /tienda/): it keeps one page, tienda-offline.html,
// and shows it when a page of the store cannot be loaded because the phone is offline. Nothing
// else is cached: the menu, prices and the order's status always come from the server. The
// back-office's /sw.js (push) is a separate worker with its own scope and is not touched.

const CACHE_PREFIX = 'tienda-offline-';
// A new version when tienda-offline.html changes, so installed workers fetch it again.
const CACHE = `${CACHE_PREFIX}v1`;
const OFFLINE_URL = '/tienda-offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function offlinePage() {
  const cached = await caches.match(OFFLINE_URL, { cacheName: CACHE });
  return cached ?? new Response('Sin conexión', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

// Only page loads are answered here; a failed API call or asset is the page's to handle.
self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(fetch(event.request).catch(() => offlinePage()));
});
