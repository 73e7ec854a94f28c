import './tienda.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadTiendaData } from './menu/tienda-data';
import { registerTiendaServiceWorker } from './register-service-worker';
import { matchTiendaPath, tiendaPaths } from './router';
import { TiendaApp } from './tienda-app';

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

const route = matchTiendaPath(window.location.pathname);
// The store's own web app manifest (the server makes one per store): its address depends on
// the slug, which no relative link in the HTML resolves to from every page under it.
if (route.page !== 'not-found') {
  const manifest = document.createElement('link');
  manifest.rel = 'manifest';
  manifest.href = tiendaPaths.manifest(route.slug);
  document.head.append(manifest);
}

// The menu's store and catalogue are asked for before React renders anything.
if (route.page === 'menu') void loadTiendaData(route.slug).catch(() => undefined);

createRoot(root).render(
  <StrictMode>
    <TiendaApp />
  </StrictMode>,
);

// The offline page's service worker, once the page has loaded.
registerTiendaServiceWorker();
