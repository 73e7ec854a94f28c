import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ars } from '@comanda/contract/money';
import { fillPath } from '@comanda/contract/route';
import { type CreateOrderBodyInput, storefrontRoutes } from '@comanda/contract/storefront';
import { createStorefrontWorld, orderBody, postOrder, putCoupon, type StorefrontWorld } from '../../testing/storefront-kit';
import { resultOf } from '../../testing/test-app';
import { dayOfDate, localMoment } from './store-clock';

/** The first date after today (store clock) that falls on the weekday. */
function nextDateOn(day: string): string {
  const today = localMoment(new Date(), 'America/Argentina/Buenos_Aires').date;
  for (let plus = 1; plus <= 7; plus += 1) {
    const date = new Date(`${today}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + plus);
    const text = date.toISOString().slice(0, 10);
    if (dayOfDate(text) === day) return text;
  }
  throw new Error(`sin ${day}`);
}

/*
 * Placing an order answers the order from what it wrote, without reading it back: the answer
 * must be exactly what the customer reads when following it, lines in the order sent.
 */
describe('storefront: the answer to placing an order is the order as it is read afterwards', () => {
  let w: StorefrontWorld;
  beforeAll(async () => {
    w = await createStorefrontWorld();
  });
  afterAll(() => w.t.close());

  async function placedAndFollowed(body: CreateOrderBodyInput) {
    const placed = await postOrder(w, body);
    expect(placed.statusCode, placed.body).toBe(201);
    const answer = resultOf(storefrontRoutes.createOrder, placed);
    const followed = await w.t.app.inject({
      method: 'GET',
      url: fillPath(storefrontRoutes.order.path, { slug: w.slug, orderId: answer.id }),
      query: { phone: body.client.phone },
    });
    return { answer, read: resultOf(storefrontRoutes.order, followed) };
  }

  it('a later shipment paid by transfer, with options, discounts, a coupon and a message', async () => {
    await putCoupon(w, { code: 'RESPUESTA', discount_percent: 12.5 });
    const date = nextDateOn('wed');
    const { answer, read } = await placedAndFollowed(
      orderBody(w, {
        client: { name: 'Ana Lopez', phone: '011 15 5555-0001' },
        coupon_code: 'respuesta',
        items: [
          {
            article_id: w.ids.pizza,
            message: 'bien cocida',
            toppings: [{ id: w.ids.extras, options: [{ id: w.ids.ham, count: 1 }, { id: w.ids.cheese, count: 2 }] }],
          },
          { article_id: w.ids.empanada, toppings: [] },
          { article_id: w.ids.empanada, toppings: [] },
        ],
        delivery: {
          method: 'shipment',
          immediate: false,
          datetime: { date, schedule_id: w.ids.shipmentSlot.wed ?? '' },
          location: { city: 'CABA', address_one: 'Florida 100', address_two: '2B', indications: 'timbre roto' },
        },
        payment: { method: 'bank_transfer' },
      }),
    );
    expect(answer.imports).toMatchObject({ items: ars(2600), delivery: ars(500), coupon: ars(325), total: ars(2775) });
    expect(answer).toEqual(read);
    expect(JSON.stringify(answer)).toBe(JSON.stringify(read));
  });

  it('an immediate take-away paid with Mercado Pago, with a required topping', async () => {
    const { answer, read } = await placedAndFollowed(
      orderBody(w, {
        items: [
          {
            article_id: w.ids.burger,
            toppings: [
              { id: w.ids.doneness, options: [{ id: w.ids.rare, count: 1 }] },
              { id: w.ids.extras, options: [{ id: w.ids.cheese, count: 1 }] },
            ],
          },
        ],
        payment: { method: 'mercado_pago' },
      }),
    );
    expect(answer).toEqual(read);
    expect(JSON.stringify(answer)).toBe(JSON.stringify(read));
  });

  it('a later take-away paid cash', async () => {
    const date = nextDateOn('mon');
    const { answer, read } = await placedAndFollowed(
      orderBody(w, { delivery: { method: 'take_away', immediate: false, datetime: { date, schedule_id: w.ids.takeAwaySlot } } }),
    );
    expect(answer.delivery.methods.take_away?.datetime).toEqual({ date, schedule_id: w.ids.takeAwaySlot, start: '12:00', end: '12:30' });
    expect(answer).toEqual(read);
    expect(JSON.stringify(answer)).toBe(JSON.stringify(read));
  });

  it("an immediate take-away paid cash with 'paga con'", async () => {
    const { answer, read } = await placedAndFollowed(orderBody(w, { payment: { method: 'cash', pays_with: 20000.5 } }));
    expect(answer.payment.methods.cash).toEqual({ pays_with: ars(20000.5) });
    expect(answer).toEqual(read);
    expect(JSON.stringify(answer)).toBe(JSON.stringify(read));
  });
});
