import { randomUUID } from 'node:crypto';
import { parsePhoneNumberWithError } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { toCents } from '@comanda/contract/money';
import {
  CreateOrderBody,
  type PublicArticle,
  PublicStore,
  type PublicTopping,
  StorefrontCatalogue,
} from '@comanda/contract/storefront';
import { dayOfDate, instantOf } from '../modules/storefront/store-clock';
import { buildSimulatedOrder, SimulationSetupError, upcomingSlots } from './build-order';
import { seededRandom } from './random';

const id = () => randomUUID();
const ars = (amount: number) => ({ currency: 'ARS' as const, amount });
const price = (amount: number) => ({ import: ars(amount), discount: 0, total: ars(amount) });
const option = (name: string, amount: number, soldOut = false) => ({ id: id(), name, description: '', ...price(amount), sold_out: soldOut });
const topping = (name: string, options: ReturnType<typeof option>[]): PublicTopping => ({ id: id(), name, description: '', options });

const size = topping('Tamaño', [option('Chica', 0), option('Grande', 3000)]);
const cheese = topping('Extra queso', [option('Muzzarella', 1500), option('Cheddar', 1800), option('Roquefort', 2000, true)]);
const flavours = topping('Gustos', [option('Carne', 0), option('Pollo', 0), option('Jamón y queso', 0), option('Humita', 0)]);
const doneness = topping('Punto', [option('Jugoso', 0), option('A punto', 0)]);
const soldOut = topping('Agotado', []);

const article = (name: string, amount: number, toppings: PublicArticle['toppings'] = []): PublicArticle => ({
  id: id(),
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  description: '',
  images_url: [],
  price: price(amount),
  toppings,
  sold_out: false,
});

const pizza = article('Muzzarella', 16500, [
  { id: size.id, min: 1, max: 1, required: true },
  { id: cheese.id, min: 0, max: 3, required: false },
]);
const dozen = article('Docena de empanadas', 26000, [{ id: flavours.id, min: 12, max: 12, required: true }]);
const burger = article('Hamburguesa', 12900, [
  { id: doneness.id, min: 1, max: 1, required: true },
  { id: cheese.id, min: 0, max: 0, required: false },
  // A reference to a topping the catalogue does not list (hidden): the server ignores it.
  { id: id(), min: 2, max: 2, required: true },
]);
const water = article('Agua', 2500);
const impossible = article('Plato sin opciones', 9000, [{ id: soldOut.id, min: 1, max: 1, required: true }]);
// Listed for customers to see, not to order.
const fugazzeta: PublicArticle = { ...article('Fugazzeta', 17000), sold_out: true };
const articles = [pizza, dozen, burger, water, impossible, fugazzeta];
const toppings = new Map([size, cheese, flavours, doneness, soldOut].map((t) => [t.id, t]));

const catalogue = StorefrontCatalogue.parse({
  sections: [
    { id: id(), name: 'Pizzas', slug: 'pizzas', order: 1, icon_url: null, articles: [pizza, impossible, fugazzeta] },
    { id: id(), name: 'Otros', slug: 'otros', order: 2, icon_url: null, articles: [dozen, burger, water, pizza] },
  ],
  toppings: [...toppings.values()],
});

const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const slots = days.flatMap((day) => [
  { id: id(), day, start: '20:00', end: '20:30', active: true },
  { id: id(), day, start: '12:00', end: '12:30', active: day !== 'mon' },
]);

function storeWith(changes: { delivery?: Partial<PublicStore['delivery']>; payments?: Partial<PublicStore['payments']> } = {}): PublicStore {
  return PublicStore.parse({
    name: 'Comanda Rosario',
    slug: 'rosario',
    logo_url: null,
    background_url: null,
    icon_url: null,
    timezone: 'America/Argentina/Cordoba',
    phone: null,
    open_now: true,
    schedules: [],
    preparation_delay: 25,
    extra_delay: 0,
    channels: {
      shipment: { open: true, reason: null, accepts_later_slots: true, paused_until: null },
      take_away: { open: true, reason: null, accepts_later_slots: true, paused_until: null },
    },
    delivery: {
      shipment: { enabled: true, immediate_enabled: true, schedule_enabled: true, schedule: slots, cost: ars(1500), min_amount_items: ars(30000) },
      take_away: {
        enabled: true,
        address: { city: 'Rosario', address_one: 'Córdoba 1450', address_two: '', indications: '' },
        immediate_enabled: true,
        schedule_enabled: true,
        schedule: slots,
      },
      ...changes.delivery,
    },
    payments: {
      cash: { enabled: true },
      bank_transfer: { enabled: true, name: 'Comanda SRL', cuit: '20-12345678-6', cvu: '0000003100000000000001', alias: 'comanda.rosario' },
      mercado_pago: { enabled: false },
      ...changes.payments,
    },
  });
}

const now = new Date('2030-03-15T18:10:00Z'); // a Friday, 15:10 in Rosario

/** The storefront's rule for one reference, written out again as the check the orders must pass. */
function unitsAllowed(ref: PublicArticle['toppings'][number], units: number): boolean {
  if (units === 0 && !ref.required) return true;
  const least = ref.required ? Math.max(1, ref.min) : ref.min;
  return units >= least && (ref.max === 0 || units <= ref.max);
}

describe('simulated orders', () => {
  const store = storeWith();
  const orders = Array.from({ length: 400 }, (_, seed) => buildSimulatedOrder(store, catalogue, seededRandom(seed), now));

  it('builds bodies the contract accepts, with a customer of the store city', () => {
    for (const { body } of orders) {
      expect(CreateOrderBody.safeParse(body).success).toBe(true);
      expect(parsePhoneNumberWithError(body.client.phone, 'AR').isValid()).toBe(true);
      expect(body.client.phone).toMatch(/^\+54 9 341 /);
      if (body.delivery.method === 'shipment') expect(body.delivery.location?.city).toBe('Rosario');
      else expect(body.delivery.location).toBeUndefined();
    }
  });

  it("keeps every reference's min, max and required, and never offers what cannot be ordered", () => {
    for (const { body } of orders) {
      for (const item of body.items) {
        const ordered = articles.find((candidate) => candidate.id === item.article_id);
        expect(ordered).toBeDefined();
        expect(ordered).not.toBe(impossible);
        expect(ordered?.sold_out).toBe(false);
        for (const ref of ordered?.toppings ?? []) {
          const listed = toppings.get(ref.id);
          const choice = (item.toppings ?? []).find((candidate) => candidate.id === ref.id);
          if (!listed) {
            expect(choice).toBeUndefined();
            continue;
          }
          const units = (choice?.options ?? []).reduce((sum, { count }) => sum + count, 0);
          expect({ article: ordered?.name, topping: listed.name, units, ok: unitsAllowed(ref, units) }).toMatchObject({ ok: true });
          const optionIds = (choice?.options ?? []).map((chosen) => chosen.id);
          expect(new Set(optionIds).size).toBe(optionIds.length);
          for (const optionId of optionIds) {
            expect(listed.options.find((candidate) => candidate.id === optionId)?.sold_out).toBe(false);
          }
        }
      }
    }
    const dozens = orders.flatMap(({ body }) => body.items).filter((item) => item.article_id === dozen.id);
    expect(dozens.length).toBeGreaterThan(10);
  });

  it('reaches the shipment minimum with the items, and pays the way the store takes', () => {
    const unitCents = (item: CreateOrderBody['items'][number]) => {
      const ordered = articles.find((candidate) => candidate.id === item.article_id);
      const optionCents = item.toppings.flatMap((choice) =>
        choice.options.map(({ id: optionId, count }) => {
          const picked = toppings.get(choice.id)?.options.find((candidate) => candidate.id === optionId);
          return toCents(picked?.total.amount ?? 0) * count;
        }),
      );
      return toCents(ordered?.price.total.amount ?? 0) + optionCents.reduce((sum, cents) => sum + cents, 0);
    };
    for (const { body } of orders) {
      const parsed = CreateOrderBody.parse(body);
      if (parsed.delivery.method === 'shipment') {
        expect(parsed.items.reduce((sum, item) => sum + unitCents(item), 0)).toBeGreaterThanOrEqual(3_000_000);
      }
      expect(['cash', 'bank_transfer']).toContain(parsed.payment.method);
    }
  });

  it('picks later slots that start after the preparation delay, on their weekday', () => {
    const scheduled = orders.filter(({ body }) => !body.delivery.immediate);
    expect(scheduled.length).toBeGreaterThan(20);
    for (const { body, when } of scheduled) {
      const datetime = body.delivery.datetime;
      const entry = slots.find((slot) => slot.id === datetime?.schedule_id);
      expect(entry?.active).toBe(true);
      expect(dayOfDate(datetime?.date ?? '')).toBe(entry?.day);
      expect(instantOf(datetime?.date ?? '', entry?.start ?? '', store.timezone).getTime()).toBeGreaterThanOrEqual(now.getTime() + 25 * 60_000);
      expect(when).toBe(`${datetime?.date} ${entry?.start}`);
    }
  });

  it('varies like real orders: both methods, both payments, one to several lines, notes now and then', () => {
    const count = (test: (order: (typeof orders)[number]) => boolean) => orders.filter(test).length;
    expect(count((order) => order.method === 'shipment')).toBeGreaterThan(100);
    expect(count((order) => order.method === 'take_away')).toBeGreaterThan(100);
    expect(count((order) => order.payment === 'cash')).toBeGreaterThan(100);
    expect(count((order) => order.payment === 'bank_transfer')).toBeGreaterThan(80);
    expect(count((order) => order.body.items.length === 1)).toBeGreaterThan(40);
    expect(count((order) => order.body.items.length >= 3)).toBeGreaterThan(40);
    expect(count((order) => order.body.items.some((item) => item.message))).toBeGreaterThan(20);
    expect(new Set(orders.map((order) => order.body.client.name)).size).toBeGreaterThan(200);
  });

  it('is repeatable: the same seed builds the same order', () => {
    expect(buildSimulatedOrder(store, catalogue, seededRandom(42), now)).toEqual(
      buildSimulatedOrder(store, catalogue, seededRandom(42), now),
    );
  });

  it('uses what the store offers: take-away only, Mercado Pago only, slots only', () => {
    const takeAwayOnly = storeWith({
      delivery: { shipment: { ...store.delivery.shipment, enabled: false } },
      payments: { cash: { enabled: false }, bank_transfer: { ...store.payments.bank_transfer, enabled: false }, mercado_pago: { enabled: true } },
    });
    const slotsOnly = storeWith({
      delivery: {
        shipment: { ...store.delivery.shipment, immediate_enabled: false },
        take_away: { ...store.delivery.take_away, immediate_enabled: false },
      },
    });
    for (let seed = 0; seed < 50; seed++) {
      const order = buildSimulatedOrder(takeAwayOnly, catalogue, seededRandom(seed), now);
      expect([order.method, order.payment]).toEqual(['take_away', 'mercado_pago']);
      expect(buildSimulatedOrder(slotsOnly, catalogue, seededRandom(seed), now).body.delivery.immediate).toBe(false);
    }
  });

  it('explains what the store lacks when no order can be built', () => {
    const build = (shop: PublicStore, menu = catalogue) => () => buildSimulatedOrder(shop, menu, seededRandom(1), now);
    expect(build(store, StorefrontCatalogue.parse({ sections: [], toppings: [] }))).toThrow(SimulationSetupError);
    expect(build(store, StorefrontCatalogue.parse({ sections: [], toppings: [] }))).toThrow(/articulos/);
    const noDelivery = storeWith({
      delivery: { shipment: { ...store.delivery.shipment, enabled: false }, take_away: { ...store.delivery.take_away, enabled: false } },
    });
    expect(build(noDelivery)).toThrow(/Configuraciones > Entrega/);
    const noPayment = storeWith({ payments: { cash: { enabled: false }, bank_transfer: { ...store.payments.bank_transfer, enabled: false } } });
    expect(build(noPayment)).toThrow(/Configuraciones > Pagos/);
  });

  it('lists slots of the coming week, earliest first, from now plus the delay', () => {
    const upcoming = upcomingSlots(slots, now, 'America/Argentina/Cordoba', 25);
    // Friday 15:10: the first is Friday 20:00, then Saturday 12:00.
    expect(upcoming.slice(0, 2).map(({ date, entry }) => `${date} ${entry.day} ${entry.start}`)).toEqual([
      '2030-03-15 fri 20:00',
      '2030-03-16 sat 12:00',
    ]);
    expect(upcomingSlots(slots, now, 'America/Argentina/Cordoba', 5 * 60)[0]?.date).toBe('2030-03-16');
  });
});
