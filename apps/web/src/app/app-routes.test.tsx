import type { Role } from '@comanda/contract/roles';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { lazy, useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import { authHarness } from '../test/auth-harness';
import { credentialsFor, DEVICE_ID, POWER_ID } from '../test/demo-data';
import { ok } from '../test/fake-fetch';
import { ORDER_ID, orderPaths, storeInfo } from '../test/order-data';
import { AppRoutes, appRoutes, preloadRoute } from './app-routes';
import { RequireAccess } from './guards/require-access';
import { ScreenGuard } from './guards/screen-guard';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import type { ScreenRoute } from './route-table';

const signedIn = { device_id: DEVICE_ID, session: 'session-0' };
const inStore = { ...signedIn, power_id: POWER_ID, access: 'access-0' };

class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

// The lobby, the shell and the screens are lazy: their modules load here, once, rather than
// inside the first test's wait for them.
beforeAll(async () => {
  const routes = appRoutes();
  const opened = ['/lobby', '/', '/orders', '/orders/board', '/orders/deliveries', `/orders/${ORDER_ID}`];
  const others = ['/catalogue/articles', '/settings/store', '/settings/preparation', '/settings/notifications', '/no/existe'];
  await Promise.all([...opened, ...others].map((path) => preloadRoute(routes, path)));
}, 60_000);

beforeAll(() => {
  // Mantine reads media queries and observes sizes; jsdom has neither.
  globalThis.ResizeObserver ??= NoResizeObserver;
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** Reports where the router is, as the address bar would show it. */
function TrackLocation({ onChange }: { onChange: (pathname: string) => void }) {
  const { pathname } = useLocation();
  useEffect(() => onChange(pathname), [pathname, onChange]);
  return null;
}

/** The real routes and providers over a fake server, opened at one path. */
function renderApp(
  at: string,
  stored: Record<string, string>,
  role: Role = 'admin',
  routes = appRoutes(),
) {
  const harness = authHarness(stored);
  harness.server.on('GET', '/v1/backoffice/auth/credentials', ok(credentialsFor(role)));
  harness.server.on('GET', '/v1/backoffice/auth/powers', ok({ data: [], count: 0, limit: 20, skip: 0 }));
  harness.server.on('GET', orderPaths.list, ok({ data: [], count: 0, limit: 20, skip: 0 }));
  harness.server.on('GET', orderPaths.store, ok(storeInfo()));
  const router = { pathname: at };
  const track = (pathname: string) => {
    router.pathname = pathname;
  };
  render(
    <Providers runtime={harness.runtime} queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[at]}>
        <TrackLocation onChange={track} />
        <AppRoutes routes={routes} />
      </MemoryRouter>
    </Providers>,
  );
  return { router, ...harness };
}

const pathOf = (router: { pathname: string }) => router.pathname;

describe('route guards', () => {
  it('sends a visitor without a session to /login', async () => {
    const { router } = renderApp('/orders', { device_id: DEVICE_ID });
    await screen.findByRole('button', { name: 'Ingresar' });
    expect(pathOf(router)).toBe('/login');
  });

  it('sends a session without a chosen store to /lobby', async () => {
    const { router } = renderApp('/orders', signedIn);
    await screen.findByRole('heading', { name: 'Mis Tiendas' });
    // The tracker hears of the new location in an effect, which may run after the lobby shows.
    await waitFor(() => expect(pathOf(router)).toBe('/lobby'));
  });

  it('sends a signed-in user away from /login', async () => {
    const { router } = renderApp('/login', signedIn);
    await waitFor(() => expect(pathOf(router)).toBe('/lobby'));
  });

  it('opens a screen inside the shell with the user name in the header', async () => {
    renderApp('/orders', inStore);
    await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(screen.getByRole('banner').textContent).toContain('Gomez Ana');
  });

  it('redirects a delivery user from a manager screen to /orders', async () => {
    const { router } = renderApp('/settings/store', inStore, 'delivery');
    await waitFor(() => expect(pathOf(router)).toBe('/orders'));
  });

  it.each(['/', '/catalogue/articles', '/settings/store', '/settings/preparation'])(
    'redirects an operator from %s to /orders',
    async (path) => {
      const { router } = renderApp(path, inStore, 'operator');
      await waitFor(() => expect(pathOf(router)).toBe('/orders'));
    },
  );

  it.each<[string, Role, string]>([
    ['/orders/board', 'operator', 'Tablero'],
    ['/orders/board', 'initial', 'Tablero'],
    ['/orders/deliveries', 'delivery', 'Mis entregas'],
    ['/settings/notifications', 'operator', 'Notificaciones'],
  ])('opens %s for %s', async (path, role, heading) => {
    const { router } = renderApp(path, inStore, role);
    await screen.findByRole('heading', { name: heading, level: 1 });
    expect(pathOf(router)).toBe(path);
  });

  it('opens the Historial tab of an order', async () => {
    const { router } = renderApp(`/orders/${ORDER_ID}/history`, inStore, 'operator');
    await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(pathOf(router)).toBe(`/orders/${ORDER_ID}/history`);
    expect(screen.queryByText('Pagina no encontrada')).toBeNull();
  });

  it('shows Pagina no encontrada for an id that is not a uuid', async () => {
    renderApp('/orders/123', inStore);
    await screen.findByText('Pagina no encontrada');
  });

  it('shows Ups! and Pagina no encontrada for an unknown path', async () => {
    renderApp('/no/existe', {});
    await screen.findByRole('heading', { name: 'Ups!' });
    expect(screen.getByText('Pagina no encontrada')).toBeTruthy();
  });

  it('shows the placeholder with the title of a screen without an element', async () => {
    const unbuilt: ScreenRoute = { path: '/pantalla-x', title: 'Pantalla X' };
    const routes = appRoutes();
    routes.push({
      path: unbuilt.path,
      element: (
        <RequireAccess>
          <ScreenGuard screen={unbuilt} />
        </RequireAccess>
      ),
    });
    renderApp('/pantalla-x', inStore, 'admin', routes);
    await screen.findByRole('heading', { name: 'Pantalla X' });
    expect(screen.getByText('En construcción')).toBeTruthy();
  });

  it('shows Cargando ... in the shell while a screen downloads, then the screen', async () => {
    let finish = () => undefined as void;
    const downloaded = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const SlowScreen = lazy(async () => {
      await downloaded;
      return { default: () => <h1>Pantalla lenta</h1> };
    });
    const routes = appRoutes();
    routes.find((route) => !route.path)?.children?.push({ path: '/lenta', element: <SlowScreen /> });
    renderApp('/lenta', inStore, 'admin', routes);
    await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(screen.getByRole('main')).getByRole('status').textContent).toBe('Cargando ...');

    await act(async () => {
      finish();
      await downloaded;
    });
    await screen.findByRole('heading', { name: 'Pantalla lenta' });
    expect(within(screen.getByRole('main')).queryByRole('status')).toBeNull();
  });
});
