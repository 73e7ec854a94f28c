/**
 * The ordering page's service worker (public/tienda-sw.js) keeps an offline page for the store's
 * pages. It is registered once the page has loaded and the browser is idle, so it never competes
 * with the menu's first paint. Its scope is /tienda/: the back-office's /sw.js stays in charge of
 * every other page (push).
 */
export const TIENDA_SERVICE_WORKER_URL = '/tienda-sw.js';
export const TIENDA_SERVICE_WORKER_SCOPE = '/tienda/';

function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 5_000 });
  else setTimeout(task, 1_000);
}

export function registerTiendaServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = (): void => {
    // Without it the page still works online; nothing to tell the customer.
    navigator.serviceWorker
      .register(TIENDA_SERVICE_WORKER_URL, { scope: TIENDA_SERVICE_WORKER_SCOPE })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') whenIdle(register);
  else window.addEventListener('load', () => whenIdle(register), { once: true });
}
