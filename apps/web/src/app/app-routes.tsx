import type { RouteObject } from 'react-router';
import { FullScreenLoader } from '../components/full-screen-loader';
import { LoginPage } from '../features/login/login-page';
import { CrashPage } from './crash-page';
import { GuestOnly } from './guards/guest-only';
import { RequireAccess } from './guards/require-access';
import { RequireSession } from './guards/require-session';
import { screenRoutes } from './route-table';

/**
 * Login and lobby outside the shell, every screen of the route table inside it. Only the login is
 * in the first download: the lobby, the shell and each screen are loaded (route `lazy`) when first
 * opened, the shell and its screen together; the loader shows meanwhile on a first visit.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      errorElement: <CrashPage />,
      hydrateFallbackElement: <FullScreenLoader />,
      children: [
        {
          path: '/login',
          element: (
            <GuestOnly>
              <LoginPage />
            </GuestOnly>
          ),
        },
        {
          path: '/lobby',
          lazy: async () => {
            const { LobbyPage } = await import('../features/lobby/lobby-page');
            return {
              element: (
                <RequireSession>
                  <LobbyPage />
                </RequireSession>
              ),
            };
          },
        },
        {
          lazy: async () => {
            const { ShellLayout } = await import('./layout/shell-layout');
            return {
              element: (
                <RequireAccess>
                  <ShellLayout />
                </RequireAccess>
              ),
            };
          },
          children: screenRoutes.map((screen) => ({
            path: screen.path,
            lazy: async () => {
              const [{ ScreenGuard }, element] = await Promise.all([
                import('./guards/screen-guard'),
                screen.load?.(),
              ]);
              return { element: <ScreenGuard screen={screen}>{element}</ScreenGuard> };
            },
          })),
        },
        {
          path: '*',
          lazy: async () => {
            const { NotFoundPage } = await import('./not-found-page');
            return { element: <NotFoundPage /> };
          },
        },
      ],
    },
  ];
}
