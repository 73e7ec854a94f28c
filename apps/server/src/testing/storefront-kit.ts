import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { articleRoutes } from '@comanda/contract/catalogue/articles';
import { couponRoutes } from '@comanda/contract/catalogue/coupons';
import { sectionRoutes } from '@comanda/contract/catalogue/sections';
import { stockRoutes } from '@comanda/contract/catalogue/stock';
import { toppingRoutes } from '@comanda/contract/catalogue/toppings';
import { ars } from '@comanda/contract/money';
import { fillPath, type RouteDefinition } from '@comanda/contract/route';
import { storeDeliveryRoutes } from '@comanda/contract/store/delivery';
import { storePaymentRoutes } from '@comanda/contract/store/payments';
import { storePreparationRoutes } from '@comanda/contract/store/preparation';
import { storeScheduleRoutes } from '@comanda/contract/store/schedule';
import { type CreateOrderBodyInput, IDEMPOTENCY_HEADER, storefrontRoutes } from '@comanda/contract/storefront';
import { turnRoutes } from '@comanda/contract/turn';
import { createStore, type StaffFixture, staffAccess } from './fixtures';
import { createTestApp, resultOf, type TestApp } from './test-app';

/**
 * A store ready to sell, set up through the staff API: open every day all day, turn open,
 * shipment (cost 500, minimum 1000, one slot a day) and take-away, cash, transfer and Mercado
 * Pago, a 30-minute delay, and a small catalogue (ids below).
 */
export interface StorefrontWorld {
  t: TestApp;
  slug: string;
  storeId: string;
  admin: StaffFixture;
  ids: {
    pizza: string;
    empanada: string;
    burger: string;
    hidden: string;
    disabled: string;
    extras: string;
    cheese: string;
    ham: string;
    anchovy: string;
    doneness: string;
    rare: string;
    wellDone: string;
    shipmentSlot: Record<string, string>;
    takeAwaySlot: string;
  };
}

const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const MP_TOKEN = 'APP_USR-secreto-de-la-tienda';

/** Sends a staff call and fails loudly unless it succeeds. */
export async function staffCall(
  t: TestApp,
  admin: StaffFixture,
  route: RouteDefinition,
  body?: unknown,
  params?: Record<string, string>,
): Promise<void> {
  const res = await t.app.inject({
    method: route.method,
    url: fillPath(route.path, params),
    headers: admin.headers,
    ...(body === undefined ? {} : { payload: body as object }),
  });
  resultOf(route, res);
}

export async function createStorefrontWorld(slug = 'tienda-a', t?: TestApp): Promise<StorefrontWorld> {
  const app = t ?? (await createTestApp());
  const storeId = (await createStore(app.database.db, { slug })).id;
  const admin = await staffAccess(app, { storeId, role: 'admin' });
  const call = (route: RouteDefinition, body?: unknown, params?: Record<string, string>) =>
    staffCall(app, admin, route, body, params);
  const id = () => randomUUID();
  const ids: StorefrontWorld['ids'] = {
    pizza: id(),
    empanada: id(),
    burger: id(),
    hidden: id(),
    disabled: id(),
    extras: id(),
    cheese: id(),
    ham: id(),
    anchovy: id(),
    doneness: id(),
    rare: id(),
    wellDone: id(),
    shipmentSlot: Object.fromEntries(days.map((day) => [day, id()])),
    takeAwaySlot: id(),
  };

  await call(storeScheduleRoutes.save, {
    schedules: days.map((day) => ({ id: id(), day, start: '00:00', end: '00:00', active: true })),
  });
  await call(storeDeliveryRoutes.saveShipment, {
    enabled: true,
    immediate_enabled: true,
    schedule_enabled: true,
    schedule: days.map((day) => ({ id: ids.shipmentSlot[day], day, start: '20:00', end: '20:30', active: true })),
    cost: ars(500),
    min_amount_items: ars(1000),
  });
  await call(storeDeliveryRoutes.saveTakeAway, {
    enabled: true,
    address: { city: 'CABA', address_one: 'Corrientes 1234', address_two: '', indications: '' },
    immediate_enabled: true,
    schedule_enabled: true,
    schedule: [{ id: ids.takeAwaySlot, day: 'mon', start: '12:00', end: '12:30', active: true }],
  });
  await call(storePaymentRoutes.saveCash, { enabled: true });
  await call(storePaymentRoutes.saveBankTransfer, {
    enabled: true,
    name: 'Comanda SRL',
    cuit: '20-12345678-6',
    cvu: '0000003100000000000001',
    alias: 'comanda.tienda',
  });
  await call(storePaymentRoutes.saveMercadoPago, { enabled: true, token: MP_TOKEN });
  await call(storePreparationRoutes.save, { delay: 30 });

  await call(
    toppingRoutes.save,
    {
      name: 'Extras',
      options: [
        { id: ids.cheese, name: 'Queso', import: ars(200), total: ars(200) },
        { id: ids.ham, name: 'Jamon', import: ars(300), total: ars(300) },
        { id: ids.anchovy, name: 'Anchoa', import: ars(100), total: ars(100), disabled: true },
      ],
    },
    { id: ids.extras },
  );
  await call(
    toppingRoutes.save,
    {
      name: 'Punto',
      options: [
        { id: ids.rare, name: 'Jugosa', import: ars(0), total: ars(0) },
        { id: ids.wellDone, name: 'Cocida', import: ars(0), total: ars(0) },
      ],
    },
    { id: ids.doneness },
  );
  const article = (name: string, slug: string, price: { import: number; discount: number; total: number }, extra = {}) => ({
    name,
    slug,
    price: { import: ars(price.import), discount: price.discount, total: ars(price.total) },
    ...extra,
  });
  await call(
    articleRoutes.save,
    article('Pizza', 'pizza', { import: 1000, discount: 0, total: 1000 }, {
      images_url: ['/v1/static/files/pizza.png'],
      toppings: [{ id: ids.extras, min: 0, max: 3, required: false }],
    }),
    { id: ids.pizza },
  );
  await call(articleRoutes.save, article('Empanada', 'empanada', { import: 500, discount: 10, total: 450 }), {
    id: ids.empanada,
  });
  await call(
    articleRoutes.save,
    article('Hamburguesa', 'hamburguesa', { import: 2000, discount: 0, total: 2000 }, {
      toppings: [
        { id: ids.doneness, min: 1, max: 1, required: true },
        { id: ids.extras, min: 0, max: 0, required: false },
      ],
    }),
    { id: ids.burger },
  );
  await call(articleRoutes.save, article('Secreta', 'secreta', { import: 100, discount: 0, total: 100 }), { id: ids.hidden });
  await call(articleRoutes.save, article('Agotada', 'agotada', { import: 100, discount: 0, total: 100 }, { disabled: true }), {
    id: ids.disabled,
  });
  await call(
    sectionRoutes.save,
    { name: 'Principales', slug: 'principales', order: 2, articles: [{ id: ids.burger }, { id: ids.disabled }, { id: ids.pizza }] },
    { id: id() },
  );
  await call(sectionRoutes.save, { name: 'Entradas', slug: 'entradas', order: 1, articles: [{ id: ids.empanada }] }, { id: id() });
  await call(
    sectionRoutes.save,
    { name: 'Oculta', slug: 'oculta', order: 0, visible: false, articles: [{ id: ids.hidden }] },
    { id: id() },
  );
  await call(turnRoutes.open);
  return { t: app, slug, storeId, admin, ids };
}

/** A coupon of the store; the schedule covers the whole test run unless given. */
export async function putCoupon(w: StorefrontWorld, body: Record<string, unknown>): Promise<string> {
  const couponId = randomUUID();
  await staffCall(
    w.t,
    w.admin,
    couponRoutes.save,
    {
      active: true,
      discount_percent: null,
      discount_amount: null,
      max_percent: null,
      max_amount: null,
      max_use: null,
      schedule: [{ id: randomUUID(), from: '2020-01-01T00:00:00Z', to: '2099-01-01T00:00:00Z', active: true }],
      ...body,
    },
    { id: couponId },
  );
  return couponId;
}

export async function putStock(
  w: StorefrontWorld,
  count: number,
  refs: Array<{ id: string; type: 'article' | 'topping_option'; multiply?: number | null; disable_min_count?: number | null }>,
): Promise<string> {
  const stockId = randomUUID();
  await staffCall(
    w.t,
    w.admin,
    stockRoutes.save,
    { description: `Stock ${stockId.slice(0, 8)}`, count, refs },
    { id: stockId },
  );
  return stockId;
}

/** A cash, immediate take-away order of one pizza, with whatever the test changes. */
export function orderBody(w: StorefrontWorld, overrides: Partial<CreateOrderBodyInput> = {}): CreateOrderBodyInput {
  return {
    client: { name: 'Lucia', phone: '+54 9 11 5555-1234' },
    items: [{ article_id: w.ids.pizza, toppings: [] }],
    delivery: { method: 'take_away', immediate: true },
    payment: { method: 'cash' },
    ...overrides,
  };
}

let customers = 0;
/** Each order comes from its own address, as customers' phones do: the per-address limit counts apart. */
function nextCustomerAddress(): string {
  customers += 1;
  return `10.200.${Math.floor(customers / 250) % 250}.${(customers % 250) + 1}`;
}

export function postOrder(
  w: StorefrontWorld,
  body: unknown,
  key: string | null = randomUUID(),
  slug = w.slug,
): Promise<LightMyRequestResponse> {
  return w.t.app.inject({
    method: 'POST',
    url: fillPath(storefrontRoutes.createOrder.path, { slug }),
    headers: key === null ? {} : { [IDEMPOTENCY_HEADER]: key },
    payload: body as object,
    remoteAddress: nextCustomerAddress(),
  });
}
