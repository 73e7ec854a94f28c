import { cleanNotifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../../test/fake-fetch';
import { createFakeFetch, fail, ok } from '../../../test/fake-fetch';
import { demoOrderDetail, orderPaths, storeInfo } from '../../../test/order-data';
import { renderWithApp } from '../../../test/render-with-app';
import { CounterOrderScreen } from './counter-order-screen';

afterEach(() => {
  cleanup();
  cleanNotifications();
});

const ars = (amount: number) => ({ currency: 'ARS' as const, amount });
const price = (amount: number) => ({ import: ars(amount), discount: 0, total: ars(amount) });
const SIZE = '00000000-0000-4000-8000-000000000001';
const BIG = '00000000-0000-4000-8000-0000000000a2';
const MUZZA = '00000000-0000-4000-8000-0000000000c1';
const SCHEDULE = '00000000-0000-4000-8000-0000000000d1';
const noAddress = { city: '', address_one: '', address_two: '', indications: '' };
const open = { open: true, reason: null, accepts_later_slots: true, paused_until: null };

const publicStore = {
  name: 'Comanda Centro',
  slug: 'centro',
  logo_url: null,
  background_url: null,
  icon_url: null,
  timezone: 'America/Argentina/Buenos_Aires',
  phone: null,
  open_now: true,
  schedules: [],
  preparation_delay: 25,
  extra_delay: 0,
  channels: { shipment: open, take_away: open },
  delivery: {
    shipment: { enabled: true, immediate_enabled: true, schedule_enabled: true, schedule: [], cost: ars(500), min_amount_items: ars(0) },
    take_away: { enabled: true, address: { ...noAddress, city: 'CABA', address_one: 'Corrientes 1234' }, immediate_enabled: true, schedule_enabled: false, schedule: [] },
  },
  payments: { cash: { enabled: true }, bank_transfer: { enabled: true, name: '', cuit: '', cvu: '', alias: '' }, mercado_pago: { enabled: false } },
};
const muzzarella = {
  id: MUZZA,
  name: 'Muzzarella',
  slug: 'muzzarella',
  description: '',
  images_url: [],
  price: price(9000),
  sold_out: false,
  toppings: [{ id: SIZE, min: 1, max: 1, required: true }],
};
const fugazzeta = { ...muzzarella, id: '00000000-0000-4000-8000-0000000000c2', name: 'Fugazzeta', slug: 'fugazzeta', sold_out: true };
const catalogue = {
  sections: [{ id: '00000000-0000-4000-8000-0000000000e1', name: 'Pizzas', slug: 'pizzas', order: 1, icon_url: null, articles: [muzzarella, fugazzeta] }],
  toppings: [
    {
      id: SIZE,
      name: 'Tamaño',
      description: '',
      options: [
        { id: '00000000-0000-4000-8000-0000000000a1', name: 'Chica', description: '', sold_out: false, ...price(0) },
        { id: BIG, name: 'Grande', description: '', sold_out: false, ...price(2500.5) },
        { id: '00000000-0000-4000-8000-0000000000a3', name: 'Familiar', description: '', sold_out: true, ...price(6500) },
      ],
    },
  ],
};
const slots = {
  method: 'shipment',
  time_zone: 'America/Argentina/Buenos_Aires',
  immediate: true,
  immediate_refusal: null,
  slots: [{ date: '2026-11-24', schedule_id: SCHEDULE, start: '21:00', end: '21:30', starts_at: '2026-11-25T00:00:00.000Z' }],
  slots_refusal: null,
};
const earlierClient = {
  name: 'Juana Gomez',
  phone: '+5493415123456',
  location: { city: 'Rosario', address_one: 'Cordoba 1234', address_two: '2B', indications: 'timbre roto' },
  orders_count: 3,
  last_order_at: '2026-11-20T23:00:00.000Z',
};

function setUp() {
  const server = createFakeFetch();
  server.on('GET', orderPaths.store, ok(storeInfo()));
  server.on('GET', '/v1/stores/centro', ok(publicStore));
  server.on('GET', '/v1/stores/centro/catalogue', ok(catalogue));
  server.on('GET', '/v1/stores/centro/slots', ok(slots));
  server.on('GET', '/v1/backoffice/clients', (request: RecordedRequest) =>
    new URLSearchParams(request.search).get('phone') === '+5493415123456' ? ok(earlierClient) : fail(404, 'NOT_FOUND'),
  );
  // The server's price: 9000 + 2500.50 per Muzzarella Grande, shipment 500.
  server.on('POST', '/v1/stores/centro/orders/quote', (request: RecordedRequest) => {
    const body = request.body as { items: unknown[]; delivery: { method: string } };
    const items = body.items.length * 11_500.5;
    const delivery = body.delivery.method === 'shipment' ? 500 : 0;
    return ok({
      items: [],
      imports: { items: ars(items), delivery: ars(delivery), discount: ars(0), coupon: ars(0), total: ars(items + delivery) },
      coupon: null,
      refusal: null,
    });
  });
  renderWithApp(<CounterOrderScreen />, { server, path: '/orders/new' });
  return server;
}

async function addMuzzarella() {
  const picker = await screen.findByRole('combobox', { name: 'Agregar articulo' });
  fireEvent.change(picker, { target: { value: `${catalogue.sections[0]?.id}:${MUZZA}` } });
  return screen.findByRole('dialog', { name: 'Muzzarella' });
}

describe('Nueva orden', () => {
  it('finds the earlier client by phone and fills name and last address', async () => {
    const server = setUp();
    const phone = await screen.findByRole('textbox', { name: /^Telefono/ });
    fireEvent.change(phone, { target: { value: '0341 15 512-3456' } });
    await screen.findByText('Cliente conocido: 3 ordenes anteriores');
    expect(new URLSearchParams(server.requestsTo('GET', '/v1/backoffice/clients')[0]?.search).get('phone')).toBe('+5493415123456');
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Nombre/ }).value).toBe('Juana Gomez'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Direccion/ }).value).toBe('Cordoba 1234');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Ciudad/ }).value).toBe('Rosario');

    fireEvent.change(phone, { target: { value: '011 15 5555-0000' } });
    await screen.findByText('Cliente nuevo');
  });

  it('enforces the required topping with its message, then prices the order on the server', async () => {
    setUp();
    const soldOut = (await screen.findByRole('combobox', { name: 'Agregar articulo' })).querySelector<HTMLOptionElement>(`option[value$="${fugazzeta.id}"]`);
    expect(soldOut?.textContent).toBe('Fugazzeta · Agotado');
    expect(soldOut?.disabled).toBe(true);
    const dialog = await addMuzzarella();
    expect(within(dialog).getByText('Tamaño · Obligatorio, elegi 1')).toBeTruthy();
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'Familiar (Agotado)' }).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Tamaño: elegi una opcion');
    fireEvent.click(within(dialog).getByRole('radio', { name: /Grande/ }));
    expect(within(dialog).getByText('Precio: 11.500,50 ARS')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(within(screen.getByRole('list', { name: 'Articulos' })).getByText('Grande')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('order-total').textContent).toBe('12.000,50 ARS'));
  });

  it("'Crear orden' says what is missing, then places one order on a double click with an Idempotency-Key", async () => {
    const server = setUp();
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    server.on('POST', '/v1/backoffice/orders', () => new Promise((resolve) => (answer = resolve)));
    const create = await screen.findByRole('button', { name: 'Crear orden' });
    fireEvent.click(create);
    expect(await screen.findByText('Ingresa el telefono del cliente')).toBeTruthy();
    expect(screen.getByText('Agrega al menos un articulo')).toBeTruthy();
    expect(server.requestsTo('POST', '/v1/backoffice/orders')).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: /^Telefono/ }), { target: { value: '0341 15 512-3456' } });
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Nombre/ }).value).toBe('Juana Gomez'));
    const dialog = await addMuzzarella();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Grande/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(create);
    fireEvent.click(create);
    await waitFor(() => expect(server.requestsTo('POST', '/v1/backoffice/orders')).toHaveLength(1));
    const [placed] = server.requestsTo('POST', '/v1/backoffice/orders');
    expect(placed?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(placed?.body).toEqual({
      client: { name: 'Juana Gomez', phone: '0341 15 512-3456' },
      items: [{ article_id: MUZZA, toppings: [{ id: SIZE, options: [{ id: BIG, count: 1 }] }] }],
      delivery: { method: 'shipment', immediate: true, location: earlierClient.location },
      payment: { method: 'cash' },
    });
    answer(ok(demoOrderDetail({ number: 42 })));
    await screen.findByText('Orden #42 creada');
  });

  it('shows the server’s refusal in plain Spanish, and a retry of the same order sends the same key', async () => {
    const server = setUp();
    server.on('POST', '/v1/backoffice/orders', fail(409, 'STORE:CLOSED', 'La tienda esta cerrada: abre a las 20:00'));
    fireEvent.change(await screen.findByRole('textbox', { name: /^Telefono/ }), { target: { value: '0341 15 512-3456' } });
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Nombre/ }).value).toBe('Juana Gomez'));
    const dialog = await addMuzzarella();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Chica/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Crear orden' }));
    expect((await screen.findAllByText('La tienda esta cerrada: abre a las 20:00')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Crear orden' }));
    await waitFor(() => expect(server.requestsTo('POST', '/v1/backoffice/orders')).toHaveLength(2));
    const keys = server.requestsTo('POST', '/v1/backoffice/orders').map((request) => request.headers['idempotency-key']);
    expect(keys[0]).toBe(keys[1]);
  });
});
