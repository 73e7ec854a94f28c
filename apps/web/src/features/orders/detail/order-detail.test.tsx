import { ars } from '@comanda/contract/money';
import type { Order, OrderDetail as OrderWithHistory } from '@comanda/contract/orders';
import type { Role } from '@comanda/contract/roles';
import { cleanNotifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FakeFetch, FakeReply, RecordedRequest } from '../../../test/fake-fetch';
import { createFakeFetch, fail, ok } from '../../../test/fake-fetch';
import {
  COUPON_ID,
  demoOrder,
  demoOrderDetail,
  ORDER_ID,
  orderPaths,
  RIDER_ID,
  riderCandidates,
  storeInfo,
} from '../../../test/order-data';
import { renderWithApp } from '../../../test/render-with-app';
import type { OrderTab } from './order-tab';
import { OrderDetail } from './order-detail';

const tabPath: Record<OrderTab, string> = {
  items: '/orders/:id',
  client: '/orders/:id/client',
  preparation: '/orders/:id/preparation',
  delivery: '/orders/:id/delivery',
  payment: '/orders/:id/payment',
  coupon: '/orders/:id/coupon',
  history: '/orders/:id/history',
};

interface RenderOptions {
  tab?: OrderTab;
  role?: Role;
  order?: Order | OrderWithHistory;
  server?: FakeFetch;
  /** The answer of GET /store. */
  store?: FakeReply;
}

function renderOrder({
  tab = 'items',
  role = 'admin',
  order = demoOrder(),
  server = createFakeFetch(),
  store = ok(storeInfo()),
}: RenderOptions = {}) {
  server.on('GET', orderPaths.order, ok({ history: [], ...order }));
  server.on('GET', orderPaths.store, store);
  const path = tabPath[tab];
  return renderWithApp(<OrderDetail orderId={ORDER_ID} tab={tab} role={role} />, {
    server,
    path,
    at: path.replace(':id', ORDER_ID),
  });
}

const select = (name: string) => screen.findByRole<HTMLSelectElement>('combobox', { name });

afterEach(() => {
  cleanup();
  cleanNotifications();
});

describe('OrderDetail header', () => {
  it('shows the number, the amounts and all 13 statuses; a change PUTs, toasts and shows the answer', async () => {
    const server = createFakeFetch();
    server.on('PUT', orderPaths.status, (request: RecordedRequest) =>
      ok({ ...demoOrderDetail(), ...(request.body as object) }),
    );
    renderOrder({ server });
    const status = await select('Estado de la orden');
    expect(screen.getByRole('heading', { name: 'Orden 42' })).toBeTruthy();
    expect(screen.getByText(ORDER_ID)).toBeTruthy();
    expect(status.options).toHaveLength(13);
    expect(status.value).toBe('process');
    expect(screen.getByText('6.200,00 ARS')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toHaveProperty('disabled', false);

    fireEvent.change(status, { target: { value: 'cancel_store' } });
    await screen.findByText('Completado');
    expect(server.requestsTo('PUT', orderPaths.status)[0]?.body).toEqual({ status: 'cancel_store' });
    await waitFor(() => expect(status.value).toBe('cancel_store'));
    expect(within(status).getByRole('option', { name: 'Cancelada por Tienda' })).toBeTruthy();
  });

  it.each<Role>(['delivery', 'initial'])('disables the status selector and printing for %s', async (role) => {
    renderOrder({ role });
    const status = await select('Estado de la orden');
    expect(status.disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Imprimir' })).toHaveProperty('disabled', true);
  });
});

describe('OrderDetail tabs', () => {
  it('expands and collapses an item with its amounts, toppings (count x name, price above zero) and message', async () => {
    renderOrder();
    const item = await screen.findByRole('article', { name: 'Pizza Muzzarella' });
    expect(within(item).getByText('4.700,00 ARS')).toBeTruthy();
    expect(within(item).queryByText('Sin sal, por favor')).toBeNull();

    fireEvent.click(within(item).getByRole('button', { name: 'Expandir' }));
    expect(within(item).getByText('8e7f6a5b')).toBeTruthy();
    expect(within(item).getAllByText('4.000,00 ARS')).toHaveLength(2);
    expect(within(item).getByText('10%')).toBeTruthy();
    expect(within(item).getByText('2 x Queso extra (350,00 ARS)')).toBeTruthy();
    expect(within(item).getByText('1 x Aceitunas')).toBeTruthy();
    expect(within(item).getByText('Sin sal, por favor')).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: 'Contraer' }));
    expect(within(item).queryByText('2 x Queso extra (350,00 ARS)')).toBeNull();
  });

  it('links the client phone to a WhatsApp chat in a new tab', async () => {
    renderOrder({ tab: 'client' });
    const link = await screen.findByRole('link', { name: /WhatsApp/ });
    expect(link.getAttribute('href')).toBe('https://wa.me/5491155551234');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it.each<[Role, boolean]>([
    ['admin', false],
    ['delivery', true],
    ['initial', true],
  ])('preparation selector for %s: disabled %s', async (role, disabled) => {
    renderOrder({ tab: 'preparation', role });
    const preparation = await select('Estado de la preparacion');
    expect(preparation.disabled).toBe(disabled);
    expect([...preparation.options].map((option) => option.text)).toEqual(['Pendiente', 'En Preparacion', 'Preparado']);
  });

  it('assigns a rider with PUT {user_id} and takes it off with null', async () => {
    const server = createFakeFetch();
    const admin = { ...riderCandidates[0]!, id: '6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b', first_name: 'Ana', last_name: 'Gomez', role: 'admin' as const };
    server.on('GET', orderPaths.rider, ok({ data: [admin, ...riderCandidates], count: 2, limit: 20, skip: 0 }));
    server.on('PUT', orderPaths.rider, (request: RecordedRequest) => {
      const userId = (request.body as { user_id: string | null }).user_id;
      const rider = userId ? { id: userId, first_name: 'Rita', last_name: 'Moto', email: null, phone: null } : null;
      return ok({ ...demoOrderDetail(), delivery: { ...demoOrder().delivery, rider } });
    });
    renderOrder({ tab: 'delivery', server });
    const rider = await select('Repartidor');
    await waitFor(() => expect(rider.disabled).toBe(false));
    // Riders first; the others marked by their role.
    expect([...rider.options].map((option) => option.text)).toEqual(['Sin repartidor', 'Rita Moto', 'Ana Gomez (Administrador)']);
    fireEvent.change(rider, { target: { value: RIDER_ID } });
    await waitFor(() => expect(rider.value).toBe(RIDER_ID));
    expect(server.requestsTo('PUT', orderPaths.rider)[0]?.body).toEqual({ user_id: RIDER_ID });
    await waitFor(() => expect(rider.disabled).toBe(false));

    fireEvent.change(rider, { target: { value: '' } });
    await waitFor(() => expect(server.requestsTo('PUT', orderPaths.rider)).toHaveLength(2));
    expect(server.requestsTo('PUT', orderPaths.rider)[1]?.body).toEqual({ user_id: null });
  });

  it('shows the delivery data; the maps link appends the store city (GET /store)', async () => {
    const server = createFakeFetch();
    server.on('GET', orderPaths.rider, ok({ data: riderCandidates, count: 1, limit: 20, skip: 0 }));
    renderOrder({ tab: 'delivery', server });
    expect((await select('Estado de la entrega')).disabled).toBe(false);
    expect(screen.getByText('Envio a domicilio')).toBeTruthy();
    // The demo slot (Saturday 2025-03-01) is long past: its weekday and date.
    expect(screen.getByText('sáb 01/03 entre 20:00 y 20:30')).toBeTruthy();
    expect(screen.getByText('Costo').nextElementSibling?.textContent).toBe('1.500,00 ARS');
    expect(screen.getByText('Timbre 3B')).toBeTruthy();
    const city = storeInfo().city;
    const link = screen.getByRole('link', { name: 'Ver Av. Santa Fe 1234 en el mapa' });
    await waitFor(() =>
      expect(new URL(link.getAttribute('href') ?? '').searchParams.get('query')).toBe(`Av. Santa Fe 1234, ${city}`),
    );
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('for a rider: delivery status enabled, rider disabled, and the store city from GET /store', async () => {
    renderOrder({ tab: 'delivery', role: 'delivery' });
    expect((await select('Estado de la entrega')).disabled).toBe(false);
    expect((await select('Repartidor')).disabled).toBe(true);
    const link = screen.getByRole('link', { name: 'Ver Av. Santa Fe 1234 en el mapa' });
    await waitFor(() =>
      expect(new URL(link.getAttribute('href') ?? '').searchParams.get('query')).toBe('Av. Santa Fe 1234, CABA'),
    );
  });

  it('without the store (GET /store failed) the maps link appends nothing', async () => {
    const server = createFakeFetch();
    renderOrder({ tab: 'delivery', role: 'delivery', server, store: fail(500, 'INTERNAL') });
    await waitFor(() => expect(server.requestsTo('GET', orderPaths.store)).toHaveLength(1));
    const link = await screen.findByRole('link', { name: 'Ver Av. Santa Fe 1234 en el mapa' });
    expect(new URL(link.getAttribute('href') ?? '').searchParams.get('query')).toBe('Av. Santa Fe 1234');
    expect(server.requestsTo('GET', orderPaths.rider)).toHaveLength(0);
  });

  it('shows a bank transfer without voucher as No cargado, and the voucher link once uploaded', async () => {
    const transfer = { name: 'Comanda SRL', alias: 'comanda.mp', cuit: '30-12345678-9', cvu: '0000003100012345678901', voucher_url: null };
    const order = demoOrder({ payment: { status: 'in_process', methods: { cash: null, bank_transfer: transfer, mercado_pago: null } } });
    renderOrder({ tab: 'payment', order, role: 'initial' });
    expect((await select('Estado del pago')).disabled).toBe(true);
    expect(screen.getByText('Transferencia')).toBeTruthy();
    expect(screen.getByText('30-12345678-9')).toBeTruthy();
    expect(screen.getByText('comanda.mp')).toBeTruthy();
    expect(screen.getByText('No cargado')).toBeTruthy();
    cleanup();

    const uploaded = demoOrder({
      payment: { status: 'in_process', methods: { cash: null, bank_transfer: { ...transfer, voucher_url: '/v1/static/files/v.png' }, mercado_pago: null } },
    });
    renderOrder({ tab: 'payment', order: uploaded, role: 'delivery' });
    expect((await select('Estado del pago')).disabled).toBe(false);
    expect(screen.getByRole('link', { name: 'Descargar comprobante' }).getAttribute('href')).toBe('/v1/static/files/v.png');
    expect(screen.queryByText('No cargado')).toBeNull();
  });

  it('shows what a cash customer pays with and the change to bring', async () => {
    const order = demoOrder({ payment: { status: 'pending', methods: { cash: { pays_with: ars(10000) }, bank_transfer: null, mercado_pago: null } } });
    renderOrder({ tab: 'payment', order, role: 'initial' });
    expect(await screen.findByText('Paga con 10.000,00 ARS · Vuelto 3.800,00 ARS')).toBeTruthy();
  });

  it('offers the Cupon tab only when the order has a coupon', async () => {
    renderOrder();
    await screen.findByRole('link', { name: 'Items' });
    expect(screen.queryByRole('link', { name: 'Cupon' })).toBeNull();
    cleanup();

    renderOrder({ tab: 'coupon', order: demoOrder({ coupon: { id: COUPON_ID, code: 'VERANO10' } }) });
    await screen.findByText('VERANO10');
    expect(screen.getByRole('link', { name: 'Cupon' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText(COUPON_ID)).toBeTruthy();
  });
});
