import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { authHarness } from '../../test/auth-harness';
import { DEVICE_ID, POWER_ID } from '../../test/demo-data';
import { ok } from '../../test/fake-fetch';
import { installJsdomPolyfills } from '../../test/jsdom-polyfills';
import { demoOrderDetail, ORDER_ID, orderPaths } from '../../test/order-data';
import { RequireAccess } from '../guards/require-access';
import { Providers } from '../providers';
import { createQueryClient } from '../query-client';
import { QueryLayer } from '../query-layer';
import { AppBreadcrumb } from './app-breadcrumb';

const inStore = { device_id: DEVICE_ID, session: 'session-0', power_id: POWER_ID, access: 'access-0' };

function renderBreadcrumb(at: string) {
  installJsdomPolyfills();
  const harness = authHarness(inStore);
  harness.server.on('GET', orderPaths.order, ok(demoOrderDetail({ id: ORDER_ID, number: 12 })));
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <RequireAccess>
            <QueryLayer>
              <AppBreadcrumb />
            </QueryLayer>
          </RequireAccess>
        ),
      },
    ],
    { initialEntries: [at] },
  );
  render(
    <Providers runtime={harness.runtime} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return harness;
}

afterEach(cleanup);

describe('AppBreadcrumb', () => {
  it("names an order's page by its number, not by a fragment of its id", async () => {
    const { server } = renderBreadcrumb(`/orders/${ORDER_ID}/client`);
    const trail = await screen.findByRole('navigation', { name: 'Ubicacion' });
    expect(await within(trail).findByText('Orden #12')).toBeTruthy();
    expect(within(trail).queryByText(ORDER_ID.split('-')[0]!)).toBeNull();
    expect(within(trail).getByText('Cliente')).toBeTruthy();
    expect(server.requestsTo('GET', orderPaths.order)).toHaveLength(1);
  });

  it('asks for no order elsewhere', async () => {
    const { server } = renderBreadcrumb('/orders/board');
    const trail = await screen.findByRole('navigation', { name: 'Ubicacion' });
    expect(within(trail).getByText('Tablero')).toBeTruthy();
    expect(server.requestsTo('GET', orderPaths.order)).toHaveLength(0);
  });
});
