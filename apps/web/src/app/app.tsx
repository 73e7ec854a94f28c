import type { RouteObject } from 'react-router';
import { BrowserRouter } from 'react-router';
import type { AuthRuntime } from '../auth/create-auth';
import { ForegroundPush } from '../live/use-foreground-push';
import { AppRoutes } from './app-routes';
import { Providers } from './providers';

interface AppProps {
  runtime: AuthRuntime;
  routes: RouteObject[];
}

/**
 * The page: its session and API client (made and started in main.tsx), router and routes, and
 * the push messages the service worker hands it while it is on screen.
 */
export function App({ runtime, routes }: AppProps) {
  return (
    <Providers runtime={runtime}>
      <BrowserRouter>
        <ForegroundPush />
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </Providers>
  );
}
