import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '@comanda/contract/route';
import { type StorefrontOrder, storefrontRoutes } from '@comanda/contract/storefront';
import { encodePng } from '../../demo/png';
import { createStorefrontWorld, orderBody, postOrder, type StorefrontWorld } from '../../testing/storefront-kit';
import { orderEventRows, storeEventCount } from '../../testing/order-kit';
import { errorOf, resultOf } from '../../testing/test-app';
import { multipartBody } from '../../testing/upload-kit';

const tinyPng = () => encodePng(1, 1, new Uint8Array([255, 0, 0, 255]));
const tinyPdf = () =>
  Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describe('storefront: the customer follows the order and uploads the voucher', () => {
  let w: StorefrontWorld;
  let transfer: StorefrontOrder;
  let cash: StorefrontOrder;
  const phone = '+54 9 11 5555-1234';
  beforeAll(async () => {
    w = await createStorefrontWorld();
    transfer = resultOf(storefrontRoutes.createOrder, await postOrder(w, orderBody(w, { payment: { method: 'bank_transfer' } })));
    cash = resultOf(storefrontRoutes.createOrder, await postOrder(w, orderBody(w)));
  });
  afterAll(() => w.t.close());

  const follow = (orderId: string, query: Record<string, string>, slug = w.slug) =>
    w.t.app.inject({ method: 'GET', url: fillPath(storefrontRoutes.order.path, { slug, orderId }), query });
  const upload = (orderId: string, phoneQuery: string, content: Buffer, field?: string) => {
    const body = multipartBody(content, { field, filename: 'comprobante' });
    return w.t.app.inject({
      method: 'PUT',
      url: fillPath(storefrontRoutes.uploadVoucher.path, { slug: w.slug, orderId }),
      query: { phone: phoneQuery },
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  it('answers the order to the phone it was placed with, however it is written', async () => {
    expect(resultOf(storefrontRoutes.order, await follow(transfer.id, { phone }))).toEqual(transfer);
    expect(resultOf(storefrontRoutes.order, await follow(transfer.id, { phone: '+5491155551234' })).id).toBe(transfer.id);
  });

  it('answers 404 for another phone, no phone match, an unknown id or another store', async () => {
    expect(errorOf(await follow(transfer.id, { phone: '+54 9 11 4444-0000' }))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(errorOf(await follow(transfer.id, { phone: 'cualquiera' }))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(errorOf(await follow(randomUUID(), { phone }))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    await createStorefrontWorld('tienda-b', w.t);
    expect(errorOf(await follow(transfer.id, { phone }, 'tienda-b'))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(errorOf(await follow(transfer.id, {}))).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });

  it('keeps a PDF or image voucher of a transfer order and answers the order with its url', async () => {
    const pdf = tinyPdf();
    const withPdf = resultOf(storefrontRoutes.uploadVoucher, await upload(transfer.id, phone, pdf));
    const url = withPdf.payment.methods.bank_transfer?.voucher_url ?? '';
    expect(url).toMatch(/^\/v1\/static\/files\/[0-9a-f-]{36}\.pdf$/);
    const served = await w.t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload).toEqual(pdf);

    const withPng = resultOf(storefrontRoutes.uploadVoucher, await upload(transfer.id, phone, tinyPng()));
    const pngUrl = withPng.payment.methods.bank_transfer?.voucher_url;
    expect(pngUrl).toMatch(/\.png$/);
    expect(resultOf(storefrontRoutes.order, await follow(transfer.id, { phone }))).toEqual(withPng);

    // Each upload is a history row by the customer, from the previous url to the new one.
    const rows = (await orderEventRows(w.t.database.db, transfer.id)).slice(1);
    expect(rows).toMatchObject([
      { kind: 'order:payment:transfer:voucher:changed', action: 'voucher', field: 'voucher', from_value: null, to_value: url },
      { kind: 'order:payment:transfer:voucher:changed', from_value: url, to_value: pngUrl },
    ]);
    expect(rows.map((row) => [row.actor_kind, row.actor_user_id, row.actor_name])).toEqual([
      ['customer', null, 'Lucia'],
      ['customer', null, 'Lucia'],
    ]);
  });

  it('refuses other content, a missing file, the wrong phone and orders not paid by transfer, writing no history', async () => {
    const events = await storeEventCount(w.t.database.db, w.storeId);
    expect(errorOf(await upload(transfer.id, phone, Buffer.from('<html></html>')))).toMatchObject({
      status: 400,
      code: 'FILE:TYPE:INVALID',
    });
    expect(errorOf(await upload(transfer.id, phone, tinyPng(), 'foto'))).toMatchObject({ status: 400, code: 'FILE:MISSING' });
    expect(errorOf(await upload(transfer.id, '+541100000000', tinyPng()))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(errorOf(await upload(cash.id, phone, tinyPng()))).toMatchObject({ status: 409, code: 'PAYMENT:METHOD:UNAVAILABLE' });
    expect(resultOf(storefrontRoutes.order, await follow(cash.id, { phone })).payment.methods.bank_transfer).toBeNull();
    expect(await storeEventCount(w.t.database.db, w.storeId)).toBe(events);
  });

  it('refuses a voucher above 5 MB (413)', async () => {
    const big = Buffer.concat([tinyPdf(), Buffer.alloc(6 * 1024 * 1024, 32)]);
    expect(errorOf(await upload(transfer.id, phone, big))).toMatchObject({ status: 413, code: 'FILE:TOO_LARGE' });
  });
});
