import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '@comanda/contract/route';
import { type StorefrontOrder, storefrontRoutes } from '@comanda/contract/storefront';
import { encodePng } from '../../demo/png';
import { createStorefrontWorld, orderBody, postOrder, type StorefrontWorld } from '../../testing/storefront-kit';
import { errorOf, resultOf } from '../../testing/test-app';
import { limitAlignedMultipart, multipartBody, storedFileNames } from '../../testing/upload-kit';

const tinyPng = () => encodePng(1, 1, new Uint8Array([255, 0, 0, 255]));
const tinyPdf = () => Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describe('storefront vouchers: one file per order, nothing over the limit', () => {
  let w: StorefrontWorld;
  let transfer: StorefrontOrder;
  let cash: StorefrontOrder;
  const phone = '+54 9 11 5555-1234';
  beforeAll(async () => {
    w = await createStorefrontWorld('vales');
    transfer = resultOf(storefrontRoutes.createOrder, await postOrder(w, orderBody(w, { payment: { method: 'bank_transfer' } })));
    cash = resultOf(storefrontRoutes.createOrder, await postOrder(w, orderBody(w)));
  });
  afterAll(() => w.t.close());

  const stored = () => storedFileNames(w.t.database, w.t.dataDir);
  const voucherUrl = (order: StorefrontOrder) => order.payment.methods.bank_transfer?.voucher_url ?? '';
  const upload = (orderId: string, content: Buffer) => {
    const body = multipartBody(content);
    return w.t.app.inject({
      method: 'PUT',
      url: fillPath(storefrontRoutes.uploadVoucher.path, { slug: w.slug, orderId }),
      query: { phone },
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  it("deletes the replaced voucher's file once the new one is recorded: an order keeps one file", async () => {
    const before = await stored();
    const first = voucherUrl(resultOf(storefrontRoutes.uploadVoucher, await upload(transfer.id, tinyPdf())));
    const second = voucherUrl(resultOf(storefrontRoutes.uploadVoucher, await upload(transfer.id, tinyPng())));
    const third = voucherUrl(resultOf(storefrontRoutes.uploadVoucher, await upload(transfer.id, tinyPdf())));
    expect(new Set([first, second, third]).size).toBe(3);

    expect(await stored()).toEqual([...before, third.split('/').at(-1)].sort());
    for (const gone of [first, second]) {
      expect(errorOf(await w.t.app.inject({ method: 'GET', url: gone }))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
    const served = await w.t.app.inject({ method: 'GET', url: third });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload).toEqual(tinyPdf());
  });

  it('keeps nothing for a refused voucher (an order paid another way)', async () => {
    const before = await stored();
    expect(errorOf(await upload(cash.id, tinyPng()))).toMatchObject({ status: 409, code: 'PAYMENT:METHOD:UNAVAILABLE' });
    expect(await stored()).toEqual(before);
  });

  it('refuses a 6 MB voucher every time (413 FILE:TOO_LARGE), keeps nothing and leaves the linked one', async () => {
    const before = await stored();
    const linked = voucherUrl(resultOf(storefrontRoutes.order, await w.t.app.inject({
      method: 'GET',
      url: fillPath(storefrontRoutes.order.path, { slug: w.slug, orderId: transfer.id }),
      query: { phone },
    })));
    const big = () => Buffer.concat([tinyPdf(), Buffer.alloc(6 * 1024 * 1024, 32)]);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(errorOf(await upload(transfer.id, big()))).toMatchObject({ status: 413, code: 'FILE:TOO_LARGE' });
      const aligned = limitAlignedMultipart(big());
      const res = await w.t.app.inject({
        method: 'PUT',
        url: fillPath(storefrontRoutes.uploadVoucher.path, { slug: w.slug, orderId: transfer.id }),
        query: { phone },
        headers: { 'content-type': aligned.contentType, 'content-length': String(aligned.length) },
        payload: aligned.payload,
      });
      expect(errorOf(res)).toMatchObject({ status: 413, code: 'FILE:TOO_LARGE' });
    }
    expect(await stored()).toEqual(before);
    expect((await w.t.app.inject({ method: 'GET', url: linked })).statusCode).toBe(200);
  });
});
