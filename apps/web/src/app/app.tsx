import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { appRoutes } from './app-routes';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { createBrowserRuntime } from './runtime';

export function App() {
  const [runtime] = useState(createBrowserRuntime);
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(appRoutes()));
  return (
    <Providers runtime={runtime} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
