import { cleanNotifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeFetch, RecordedRequest } from '../../../test/fake-fetch';
import { createFakeFetch, fail, ok, okVersioned } from '../../../test/fake-fetch';
import { demoOrderDetail, ORDER_ID, orderPaths, storeInfo } from '../../../test/order-data';
import { renderWithApp } from '../../../test/render-with-app';
import { OrderDetail } from './order-detail';

function renderOrder(server: FakeFetch) {
  server.on('GET', orderPaths.store, ok(storeInfo()));
  return renderWithApp(<OrderDetail orderId={ORDER_ID} tab="preparation" role="admin" />, {
    server,
    path: '/orders/:id/preparation',
    at: `/orders/${ORDER_ID}/preparation`,
  });
}

const select = (name: string) => screen.findByRole<HTMLSelectElement>('combobox', { name });

afterEach(() => {
  cleanup();
  cleanNotifications();
});

describe('order selectors and versions', () => {
  it('send If-Match of the version of the order on screen, then of the version each change answered', async () => {
    const server = createFakeFetch();
    server.on('GET', orderPaths.order, okVersioned(demoOrderDetail(), '"o1"'));
    server.on('PUT', orderPaths.status, (request: RecordedRequest) =>
      okVersioned(demoOrderDetail(request.body as object), '"o2"'),
    );
    server.on('PUT', orderPaths.preparation, (request: RecordedRequest) =>
      okVersioned(demoOrderDetail({ preparation: request.body as { status: 'in_process' } }), '"o3"'),
    );
    renderOrder(server);

    fireEvent.change(await select('Estado de la orden'), { target: { value: 'payment_pending' } });
    await waitFor(() => expect(server.requestsTo('PUT', orderPaths.status)).toHaveLength(1));
    await waitFor(async () => expect((await select('Estado de la orden')).value).toBe('payment_pending'));
    fireEvent.change(await select('Estado de la preparacion'), { target: { value: 'in_process' } });
    await waitFor(() => expect(server.requestsTo('PUT', orderPaths.preparation)).toHaveLength(1));

    expect(server.requestsTo('PUT', orderPaths.status)[0]?.headers['if-match']).toBe('"o1"');
    expect(server.requestsTo('PUT', orderPaths.preparation)[0]?.headers['if-match']).toBe('"o2"');
  });

  it('when someone else changed the order meanwhile (412) says so and shows the order as saved now', async () => {
    const server = createFakeFetch();
    server.on('GET', orderPaths.order, okVersioned(demoOrderDetail(), '"o1"'));
    server.on('PUT', orderPaths.status, fail(412, 'VERSION:STALE', 'Otro usuario modifico esto; recarga'));
    renderOrder(server);
    const status = await select('Estado de la orden');
    expect(status.value).toBe('process');

    // Someone else cancelled it: that is what the server answers from now on.
    server.on('GET', orderPaths.order, okVersioned(demoOrderDetail({ status: 'cancel_store' }), '"o2"'));
    fireEvent.change(status, { target: { value: 'payment_pending' } });
    await screen.findByText('Error Otro usuario modifico esto; recarga');
    await waitFor(async () => expect((await select('Estado de la orden')).value).toBe('cancel_store'));
    expect(server.requestsTo('GET', orderPaths.order)).toHaveLength(2);
  });
});
