import type { Order } from '@comanda/contract/orders';
import type { Role } from '@comanda/contract/roles';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeFetch, RecordedRequest } from '../../../test/fake-fetch';
import { createFakeFetch, ok } from '../../../test/fake-fetch';
import {
  demoOrder,
  demoOrderDetail,
  ORDER_ID,
  orderPaths,
  RIDER_ID,
  riderCandidates,
  storeInfo,
} from '../../../test/order-data';
import { renderWithApp } from '../../../test/render-with-app';
import { OrderDetail } from '../detail/order-detail';

const ACCEPTED = '2025-03-01T12:05:00.000Z';
const onTheWay = demoOrder({
  status: 'delivery_outside',
  accepted_at: ACCEPTED,
  preparation: { status: 'prepared' },
  delivery: { ...demoOrder().delivery, status: 'outside', rider: { id: RIDER_ID, first_name: 'Rita', last_name: 'Moto', email: null, phone: null } },
});
const ready = demoOrder({ status: 'preparation_completed', accepted_at: ACCEPTED, preparation: { status: 'prepared' } });

function renderDetail(role: Role, order: Order = demoOrder(), server: FakeFetch = createFakeFetch()) {
  server.on('GET', orderPaths.order, ok(demoOrderDetail(order)));
  server.on('GET', orderPaths.store, ok(storeInfo()));
  renderWithApp(<OrderDetail orderId={ORDER_ID} tab="items" role={role} />, {
    server,
    path: '/orders/:id',
    at: `/orders/${ORDER_ID}`,
  });
  return server;
}

/** Answers a PUT with the order changed as the server would, history included. */
const answer = (order: Partial<Order>) => () => ok(demoOrderDetail({ ...demoOrder(), ...order }));

const actionsGroup = () => screen.findByRole('group', { name: 'Acciones de la orden 42' });
const buttonNames = (group: HTMLElement) => within(group).getAllByRole('button').map((button) => button.textContent);

afterEach(() => {
  cleanup();
  cleanNotifications();
});

describe('one-tap actions on the order detail', () => {
  it('operator: Aceptar asks the minutes (the store delay by default) and PUTs accept', async () => {
    const server = createFakeFetch();
    server.on('PUT', orderPaths.accept, (request: RecordedRequest) =>
      ok(demoOrderDetail({ status: 'preparation_in_process', accepted_at: ACCEPTED, preparation: { status: 'in_process' }, ...(request.body as object) })),
    );
    renderDetail('operator', demoOrder(), server);
    const group = await actionsGroup();
    expect(buttonNames(group)).toEqual(['Aceptar', 'Rechazar']);

    fireEvent.click(within(group).getByRole('button', { name: 'Aceptar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aceptar la orden 42' });
    const minutes = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Minutos hasta que este lista' });
    await waitFor(() => expect(minutes.value).toBe('25'));
    fireEvent.change(minutes, { target: { value: '35' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));

    await screen.findByText('Completado');
    expect(server.requestsTo('PUT', orderPaths.accept)[0]?.body).toEqual({ minutes: 35 });
    await waitFor(() => expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Estado de la orden' }).value).toBe('preparation_in_process'));
    expect(buttonNames(await actionsGroup())).toEqual(['Listo', 'Cobrado', 'Demorar +10 min', 'Demorar +20 min']);
  });

  it('Rechazar needs a reason and sends it', async () => {
    const server = createFakeFetch();
    server.on('PUT', orderPaths.reject, answer({ status: 'cancel_store', cancel_reason: 'Sin muzzarella' }));
    renderDetail('admin', demoOrder(), server);
    fireEvent.click(within(await actionsGroup()).getByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar la orden 42' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechazar orden' }));
    expect(await within(dialog).findByText('Campo requerido')).toBeTruthy();
    expect(server.requestsTo('PUT', orderPaths.reject)).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motivo/ }), { target: { value: ' Sin muzzarella ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechazar orden' }));
    await waitFor(() => expect(server.requestsTo('PUT', orderPaths.reject)).toHaveLength(1));
    expect(server.requestsTo('PUT', orderPaths.reject)[0]?.body).toEqual({ reason: 'Sin muzzarella' });
    expect(await screen.findByText('Sin muzzarella')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Acciones de la orden 42' })).toBeNull());
  });

  it('Despachar picks a rider (riders first, the others marked by role) and PUTs dispatch', async () => {
    const server = createFakeFetch();
    const admin = { id: '6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b', first_name: 'Ana', last_name: 'Gomez', phone: null, email: null, role: 'admin' as const };
    const noRole = { ...admin, id: '7f8a9b0c-1d2e-4f3a-8b4c-5d6e7f8a9b0c', first_name: 'Nico', last_name: 'Nuevo', role: 'initial' as const };
    server.on('GET', orderPaths.rider, ok({ data: [admin, noRole, ...riderCandidates], count: 3, limit: 20, skip: 0 }));
    server.on('PUT', orderPaths.dispatch, answer({ ...onTheWay }));
    renderDetail('operator', ready, server);
    const group = await actionsGroup();
    expect(buttonNames(group)).toEqual(['Despachar', 'Cobrado', 'Demorar +10 min', 'Demorar +20 min']);
    fireEvent.click(within(group).getByRole('button', { name: 'Despachar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Despachar la orden 42' });
    const rider = await within(dialog).findByRole<HTMLSelectElement>('combobox', { name: 'Repartidor' });
    expect([...rider.options].map((option) => option.text)).toEqual(['Rita Moto', 'Ana Gomez (Administrador)', 'Nico Nuevo (Sin rol)']);
    expect([...rider.querySelectorAll('optgroup')].map((group) => group.label)).toEqual(['Repartidores', 'Otros del equipo']);
    expect(rider.value).toBe(RIDER_ID);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(server.requestsTo('PUT', orderPaths.dispatch)).toHaveLength(1));
    expect(server.requestsTo('PUT', orderPaths.dispatch)[0]?.body).toEqual({ user_id: RIDER_ID });
  });

  it('a take-away that is ready offers Entregado instead of Despachar', async () => {
    const takeAway = {
      ...ready,
      delivery: { ...ready.delivery, methods: { shipment: null, take_away: { immediate: true, datetime: null } } },
    };
    renderDetail('operator', takeAway);
    expect(buttonNames(await actionsGroup())).toEqual(['Entregado', 'Cobrado', 'Demorar +10 min', 'Demorar +20 min']);
  });

  it.each<[string, keyof typeof orderPaths, unknown]>([
    ['Listo', 'ready', undefined],
    ['Demorar +20 min', 'delay', { minutes: 20 }],
    ['Cobrado', 'paid', undefined],
  ])('%s PUTs %s in one tap and toasts', async (name, path, body) => {
    const server = createFakeFetch();
    server.on('PUT', orderPaths[path], answer({}));
    const preparing = demoOrder({ status: 'preparation_in_process', accepted_at: ACCEPTED, preparation: { status: 'in_process' } });
    renderDetail('operator', preparing, server);
    fireEvent.click(within(await actionsGroup()).getByRole('button', { name }));
    await screen.findByText('Completado');
    expect(server.requestsTo('PUT', orderPaths[path])[0]?.body).toEqual(body);
  });

  it.each<[Role, string[] | null]>([
    ['operator', ['Entregado', 'Cobrado', 'Demorar +10 min', 'Demorar +20 min']],
    ['delivery', ['Entregado', 'Cobrado']],
    ['initial', null],
  ])('%s on an order on the way sees %j', async (role, names) => {
    renderDetail(role, onTheWay);
    await screen.findByRole('heading', { name: 'Orden 42' });
    const group = screen.queryByRole('group', { name: 'Acciones de la orden 42' });
    expect(group ? buttonNames(group) : null).toEqual(names);
  });

  it('delivery: Entregado PUTs delivered', async () => {
    const server = createFakeFetch();
    server.on('PUT', orderPaths.delivered, answer({ status: 'delivery_completed' }));
    renderDetail('delivery', onTheWay, server);
    fireEvent.click(within(await actionsGroup()).getByRole('button', { name: 'Entregado' }));
    await screen.findByText('Completado');
    expect(server.requestsTo('PUT', orderPaths.delivered)).toHaveLength(1);
  });

  it('shows the promised time (store zone) with its colour', async () => {
    renderDetail('admin', onTheWay);
    const badge = await screen.findByTestId('promise-badge');
    // The demo's 2025 promise is long past: its weekday and date show beside the time.
    await waitFor(() => expect(badge.textContent).toMatch(/^sáb 01\/03 20:30 /));
    expect(badge.getAttribute('data-tone')).toBe('late');
  });
});

describe('a ringing order opened', () => {
  const ringing = demoOrder({ seen_at: null });

  it.each<Role>(['operator', 'admin'])('by %s is marked seen once (PUT seen)', async (role) => {
    const server = createFakeFetch();
    server.on('PUT', orderPaths.seen, answer({ seen_at: '2025-03-01T12:03:00.000Z' }));
    renderDetail(role, ringing, server);
    await waitFor(() => expect(server.requestsTo('PUT', orderPaths.seen)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requestsTo('PUT', orderPaths.seen)).toHaveLength(1);
    expect(screen.queryByText('Guardando ...')).toBeNull();
  });

  it.each<Role>(['delivery', 'initial'])('by %s is not marked seen', async (role) => {
    const server = renderDetail(role, ringing);
    await screen.findByRole('heading', { name: 'Orden 42' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requestsTo('PUT', orderPaths.seen)).toHaveLength(0);
  });

  it('that was already seen is not marked again', async () => {
    const server = renderDetail('operator', demoOrder());
    await screen.findByRole('heading', { name: 'Orden 42' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requestsTo('PUT', orderPaths.seen)).toHaveLength(0);
  });
});
