import './fonts.css';
import './app/first-page-styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { appRoutes, preloadRoute } from './app/app-routes';
import { createBrowserRuntime } from './app/runtime';

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

// The session check and the opened page's code start before React renders anything, side by
// side, rather than after the first render (the session) or one after the other.
const runtime = createBrowserRuntime();
void runtime.auth.start();
const routes = appRoutes();
void preloadRoute(routes, window.location.pathname);

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread until the whole page is built (a phone stays responsive meanwhile).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App runtime={runtime} routes={routes} />
    </StrictMode>,
  );
});
