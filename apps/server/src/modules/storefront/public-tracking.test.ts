import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRoutes } from '@comanda/contract/orders';
import { fillPath } from '@comanda/contract/route';
import { StorefrontOrder, storefrontRoutes } from '@comanda/contract/storefront';
import { createUser, grantPower } from '../../testing/fixtures';
import { orderBody, postOrder, createStorefrontWorld, type StorefrontWorld } from '../../testing/storefront-kit';
import { resultOf } from '../../testing/test-app';

const rider = { firstName: 'Ramon', lastName: 'Quiroga', email: 'ramon.quiroga@comanda.test', phone: '+5491144443333' };

describe('storefront: public tracking names the rider by first name only', () => {
  let w: StorefrontWorld;
  let orderId: string;
  const phone = '+54 9 11 5555-1234';
  const key = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';

  beforeAll(async () => {
    w = await createStorefrontWorld();
    const created = resultOf(
      storefrontRoutes.createOrder,
      await postOrder(w, orderBody(w, { payment: { method: 'bank_transfer' } }), key),
    );
    orderId = created.id;
    const user = await createUser(w.t.database.db, rider);
    await grantPower(w.t.database.db, { storeId: w.storeId, userId: user.id, role: 'delivery' });
    const assigned = await w.t.app.inject({
      method: 'PUT',
      url: fillPath(orderRoutes.setRider.path, { orderId }),
      headers: w.admin.headers,
      payload: { user_id: user.id },
    });
    // Staff keep seeing the rider's contact.
    expect(resultOf(orderRoutes.setRider, assigned).delivery.rider).toMatchObject({ email: rider.email, phone: rider.phone });
  });
  afterAll(() => w.t.close());

  /** The raw answer carries the first name and none of the rider's contact or last name. */
  function expectOnlyFirstName(body: string) {
    const answer = StorefrontOrder.parse((JSON.parse(body) as { result: unknown }).result);
    expect(answer.delivery.rider).toEqual({ first_name: rider.firstName });
    for (const secret of [rider.email, rider.phone, rider.lastName, 'ramon.quiroga']) expect(body).not.toContain(secret);
  }

  it('following the order shows the first name, never the email or phone', async () => {
    const followed = await w.t.app.inject({
      method: 'GET',
      url: fillPath(storefrontRoutes.order.path, { slug: w.slug, orderId }),
      query: { phone },
    });
    expect(followed.statusCode).toBe(200);
    expectOnlyFirstName(followed.body);
  });

  it('neither the order answered again for its key nor the voucher upload shows the contact', async () => {
    const replayed = await postOrder(w, orderBody(w, { payment: { method: 'bank_transfer' } }), key);
    expect(replayed.statusCode).toBe(201);
    expectOnlyFirstName(replayed.body);

    const boundary = '----comanda-tracking';
    const pdf = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
    const uploaded = await w.t.app.inject({
      method: 'PUT',
      url: fillPath(storefrontRoutes.uploadVoucher.path, { slug: w.slug, orderId }),
      query: { phone },
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="comprobante"\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n${pdf}\r\n--${boundary}--\r\n`,
    });
    expect(uploaded.statusCode).toBe(200);
    expectOnlyFirstName(uploaded.body);
  });
});
