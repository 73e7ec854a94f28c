import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes, appRoutes, preloadRoute } from './app-routes';
import { Providers } from './providers';
import { createBrowserRuntime } from './runtime';

export function App() {
  const [runtime] = useState(createBrowserRuntime);
  const [routes] = useState(() => {
    const table = appRoutes();
    void preloadRoute(table, window.location.pathname);
    return table;
  });
  return (
    <Providers runtime={runtime}>
      <BrowserRouter>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </Providers>
  );
}
