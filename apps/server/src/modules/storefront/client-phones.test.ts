import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '@comanda/contract/route';
import { storefrontRoutes } from '@comanda/contract/storefront';
import { createStorefrontWorld, orderBody, postOrder, type StorefrontWorld } from '../../testing/storefront-kit';
import { errorOf, resultOf } from '../../testing/test-app';

describe('storefront: a client is one phone, however it is typed', () => {
  let w: StorefrontWorld;
  beforeAll(async () => {
    w = await createStorefrontWorld();
  });
  afterAll(() => w.t.close());

  const place = async (phone: string) =>
    resultOf(storefrontRoutes.createOrder, await postOrder(w, orderBody(w, { client: { name: 'Marta Diaz', phone } })));

  it('keeps the phone in E.164 and gives the same person one client id across spellings', async () => {
    const local = await place('0341 155-123456');
    const international = await place('+54 9 341 512-3456');
    expect(local.client.phone).toBe('+5493415123456');
    expect(international.client).toEqual(local.client);

    // The customer follows the order with yet another spelling of the same phone.
    const followed = await w.t.app.inject({
      method: 'GET',
      url: fillPath(storefrontRoutes.order.path, { slug: w.slug, orderId: local.id }),
      query: { phone: '341 15 512 3456' },
    });
    expect(resultOf(storefrontRoutes.order, followed).id).toBe(local.id);
  });

  it('refuses what is not a phone with VO:PHONE:INVALID', async () => {
    for (const phone of ['12345', 'llamame', '+54 9 341 555 12345678']) {
      const refused = errorOf(await postOrder(w, orderBody(w, { client: { name: 'Marta Diaz', phone } })));
      expect(refused).toMatchObject({ status: 400, code: 'VO:PHONE:INVALID', description: 'Telefono invalido' });
    }
  });
});
