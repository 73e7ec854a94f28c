import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRoutes } from '@comanda/contract/orders';
import { storefrontRoutes } from '@comanda/contract/storefront';
import { createStorefrontWorld, orderBody, postOrder, type StorefrontWorld } from '../../testing/storefront-kit';
import { errorOf, resultOf } from '../../testing/test-app';

describe("'Nueva orden' finds a returning client whatever spelling of the phone is typed (issue 20)", () => {
  let w: StorefrontWorld;
  beforeAll(async () => {
    w = await createStorefrontWorld('tienda-clientes');
  });
  afterAll(() => w.t.close());

  const lookup = (phone: string) =>
    w.t.app.inject({ method: 'GET', url: `${orderRoutes.client.path}?phone=${encodeURIComponent(phone)}`, headers: w.admin.headers });

  it('keeps a storefront phone typed without 15 with the mobile 9, and finds it typed any other way', async () => {
    const placed = resultOf(
      storefrontRoutes.createOrder,
      await postOrder(w, orderBody(w, { client: { name: 'Lucía Benítez', phone: '11 4567-8901' } })),
    );
    // The ordering page's WhatsApp link is made of this phone: it carries the mobile 9.
    expect(placed.client.phone).toBe('+5491145678901');

    for (const typed of ['11 4567-8901', '011 15 4567-8901', '+54 9 11 4567-8901', '1145678901', '+54 11 4567-8901', '(011) 4567-8901']) {
      const found = resultOf(orderRoutes.client, await lookup(typed));
      expect(found, typed).toMatchObject({ name: 'Lucía Benítez', phone: '+5491145678901', orders_count: 1 });
    }
  });

  it('makes every spelling of one person one client, with one id and one count', async () => {
    const first = resultOf(
      storefrontRoutes.createOrder,
      await postOrder(w, orderBody(w, { client: { name: 'Ramiro Paz', phone: '+54 341 512-3456' } })),
    );
    const second = resultOf(
      storefrontRoutes.createOrder,
      await postOrder(w, orderBody(w, { client: { name: 'Ramiro Paz', phone: '0341 155-123456' } })),
    );
    expect(second.client).toEqual(first.client);
    expect(resultOf(orderRoutes.client, await lookup('341 5123456'))).toMatchObject({ phone: '+5493415123456', orders_count: 2 });
    expect(errorOf(await lookup('341 5123457'))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
