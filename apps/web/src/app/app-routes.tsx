import type { RouteObject } from 'react-router';
import { LobbyPage } from '../features/lobby/lobby-page';
import { LoginPage } from '../features/login/login-page';
import { CrashPage } from './crash-page';
import { GuestOnly } from './guards/guest-only';
import { RequireAccess } from './guards/require-access';
import { RequireSession } from './guards/require-session';
import { ScreenGuard } from './guards/screen-guard';
import { ShellLayout } from './layout/shell-layout';
import { NotFoundPage } from './not-found-page';
import { screenRoutes } from './route-table';

/** Login and lobby outside the shell, every screen of the route table inside it. */
export function appRoutes(): RouteObject[] {
  return [
    {
      errorElement: <CrashPage />,
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
          element: (
            <RequireSession>
              <LobbyPage />
            </RequireSession>
          ),
        },
        {
          element: (
            <RequireAccess>
              <ShellLayout />
            </RequireAccess>
          ),
          children: screenRoutes.map((screen) => ({
            path: screen.path,
            element: <ScreenGuard screen={screen} />,
          })),
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
