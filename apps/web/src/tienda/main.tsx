import './tienda.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadTiendaData } from './menu/tienda-data';
import { registerTiendaServiceWorker } from './register-service-worker';
import { matchTiendaPath } from './router';
import { TiendaApp } from './tienda-app';

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

// The menu's store and catalogue are asked for before React renders anything.
const route = matchTiendaPath(window.location.pathname);
if (route.page === 'menu') void loadTiendaData(route.slug).catch(() => undefined);

createRoot(root).render(
  <StrictMode>
    <TiendaApp />
  </StrictMode>,
);

// The offline page's service worker, once the page has loaded.
registerTiendaServiceWorker();
