import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { matchRoutes, useRoutes } from 'react-router';
import { FullScreenLoader } from '../components/full-screen-loader';
import { LoginPage } from '../features/login/login-page';
import { CrashBoundary } from './crash-boundary';
import { GuestOnly } from './guards/guest-only';
import { RequireAccess } from './guards/require-access';
import { RequireSession } from './guards/require-session';
import type { ScreenRoute } from './route-table';
import { screenRoutes } from './route-table';
import { otherStyles } from './other-styles-loader';

/** What a route downloads, so it can start before the route renders (see preloadRoute). */
interface RouteHandle {
  preload: () => Promise<unknown>;
}

const loadLobby = () => import('./lobby-route');
const loadShell = () => import('./layout/shell-layout');
const loadScreenGuard = () => import('./guards/screen-guard');
const loadNotFound = () => import('./not-found-page');
const loadInvitation = () => import('./invitation-route');
const loadAccount = () => import('./account-route');
const loadLinkRoutes = () => import('./link-routes');

const LobbyRoute = lazy(async () => ({ default: (await loadLobby()).LobbyRoute }));
const ShellLayout = lazy(async () => ({ default: (await loadShell()).ShellLayout }));
const ScreenGuard = lazy(async () => ({ default: (await loadScreenGuard()).ScreenGuard }));
const NotFoundPage = lazy(async () => ({ default: (await loadNotFound()).NotFoundPage }));
const InvitationRoute = lazy(async () => ({ default: (await loadInvitation()).InvitationRoute }));
const AccountRoute = lazy(async () => ({ default: (await loadAccount()).AccountRoute }));
const PasswordResetRoute = lazy(async () => ({ default: (await loadLinkRoutes()).PasswordResetRoute }));
const SetupRoute = lazy(async () => ({ default: (await loadLinkRoutes()).SetupRoute }));

/** The screen's code, after the rest of Mantine's sheet unless it needs none of it (started first: see otherStyles). */
async function loadScreen(screen: ScreenRoute) {
  const [, element] = await Promise.all([screen.shellStylesOnly ? undefined : otherStyles.load(), screen.load?.()]);
  return element;
}

const lazyScreen = (screen: ScreenRoute): ComponentType =>
  lazy(async () => {
    const element = await loadScreen(screen);
    return { default: () => element };
  });

// Made once: a lazy component made again would load and mount its screen again.
const screenComponents = new Map(screenRoutes.map((screen) => [screen, screen.load ? lazyScreen(screen) : undefined]));

function screenRoute(screen: ScreenRoute): RouteObject {
  const Screen = screenComponents.get(screen);
  const handle: RouteHandle = {
    preload: () => Promise.all([loadShell(), loadScreenGuard(), screen.load && loadScreen(screen)]),
  };
  return {
    path: screen.path,
    handle,
    element: <ScreenGuard screen={screen}>{Screen ? <Screen /> : undefined}</ScreenGuard>,
  };
}

/**
 * Login and lobby outside the shell, every screen of the route table inside it. Only the login is
 * in the first download: the lobby, the shell and each screen load (React.lazy) the first time
 * they open, with the loader shown meanwhile; later visits find them loaded.
 */
export function appRoutes(): RouteObject[] {
  const lobbyHandle: RouteHandle = { preload: loadLobby };
  const notFoundHandle: RouteHandle = { preload: loadNotFound };
  const invitationHandle: RouteHandle = { preload: loadInvitation };
  const accountHandle: RouteHandle = { preload: loadAccount };
  const linkHandle: RouteHandle = { preload: loadLinkRoutes };
  return [
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
      handle: lobbyHandle,
      element: (
        <RequireSession>
          <LobbyRoute />
        </RequireSession>
      ),
    },
    // 'Mi cuenta' outside the shell, like the lobby: every role, with or without a store chosen.
    {
      path: '/account',
      handle: accountHandle,
      element: (
        <RequireSession>
          <AccountRoute />
        </RequireSession>
      ),
    },
    // Opened from a one-time link, signed in or not.
    { path: '/restablecer/:token', handle: linkHandle, element: <PasswordResetRoute /> },
    { path: '/configuracion-inicial/:token', handle: linkHandle, element: <SetupRoute /> },
    {
      element: (
        <RequireAccess>
          <ShellLayout />
        </RequireAccess>
      ),
      children: screenRoutes.map(screenRoute),
    },
    // Public, like the login: whoever opens the link accepts it, signed in or not.
    { path: '/invitacion/:token', handle: invitationHandle, element: <InvitationRoute /> },
    { path: '*', handle: notFoundHandle, element: <NotFoundPage /> },
  ];
}

/**
 * Starts downloading what the page opened at `pathname` will show (the shell and its screen), while
 * the session is still being checked, instead of one after the other once it is. Never rejects: a
 * part that fails to download fails again, visibly, when its route renders.
 */
export async function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  const handles = (matchRoutes(routes, pathname) ?? []).map(({ route }) => route.handle as RouteHandle | undefined);
  await Promise.all(handles.map((handle) => handle?.preload().catch(() => undefined)));
}

/** The routes, inside the crash page's boundary and the loader shown while a part downloads. */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return (
    <CrashBoundary>
      <Suspense fallback={<FullScreenLoader />}>{useRoutes(routes)}</Suspense>
    </CrashBoundary>
  );
}
