import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { coupon, uuidN } from '../../../test/catalogue-data';
import { STORE_ID } from '../../../test/demo-data';
import type { RecordedRequest } from '../../../test/fake-fetch';
import { createFakeFetch, fail, ok } from '../../../test/fake-fetch';
import { orderPaths, storeInfo } from '../../../test/order-data';
import { renderWithApp } from '../../../test/render-with-app';
import { CouponEditScreen } from './coupon-edit-screen';

const ID = uuidN(0x3000);
const ITEM_PATH = `/v1/backoffice/catalogue/coupons/${ID}`;

function renderCoupon(found: ReturnType<typeof coupon> | null) {
  const server = createFakeFetch();
  server.on('GET', ITEM_PATH, found ? ok(found) : fail(404, 'NOT_FOUND', 'no existe'));
  // The store is in Tokyo (UTC+9, not the test device's zone): ranges are read on its clock.
  server.on('GET', orderPaths.store, ok(storeInfo({ timezone: 'Asia/Tokyo' })));
  server.on('PUT', ITEM_PATH, (request: RecordedRequest) =>
    ok({
      ...(request.body as object),
      id: ID,
      store_id: STORE_ID,
      use_count: 0,
      created_at: '2025-03-01T12:00:00.000Z',
    }),
  );
  return renderWithApp(<CouponEditScreen />, {
    path: '/catalogue/coupons/:id',
    at: `/catalogue/coupons/${ID}`,
    server,
  });
}

const textbox = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });
const putBodies = (requests: RecordedRequest[]) => requests.map((r) => r.body as Record<string, unknown>);

afterEach(cleanup);

describe('CouponEditScreen', () => {
  it('fixes the code of an existing coupon and shows use_count read-only', async () => {
    renderCoupon(coupon({ use_count: 3 }));
    await screen.findByRole('heading', { name: 'Cupon: VERANO10' });
    expect(textbox('Codigo').disabled).toBe(true);
    expect(textbox('Codigo').value).toBe('VERANO10');
    expect(textbox('Usos').readOnly).toBe(true);
    expect(textbox('Usos').value).toBe('3');
  });

  it('lets a new coupon choose its code, saves zero caps as null, then fixes the code', async () => {
    const { server } = renderCoupon(null);
    await screen.findByRole('heading', { name: 'Cupon nuevo' });
    expect(textbox('Codigo').disabled).toBe(false);
    fireEvent.change(textbox('Codigo'), { target: { value: 'otono25' } });
    fireEvent.change(textbox('Descuento (%)'), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(server.requestsTo('PUT', ITEM_PATH)).toHaveLength(1));
    expect(putBodies(server.requestsTo('PUT', ITEM_PATH))[0]).toMatchObject({
      code: 'OTONO25',
      discount_percent: 25,
      discount_amount: null,
      max_percent: null,
      max_amount: null,
      max_use: null,
    });
    await screen.findByRole('heading', { name: 'Cupon: OTONO25' });
    expect(textbox('Codigo').disabled).toBe(true);
  });

  it("adds a schedule range for the store's today from 00:00 to 23:59, active", async () => {
    const { server, queryClient } = renderCoupon(coupon());
    await screen.findByRole('heading', { name: 'Cupon: VERANO10' });
    await waitFor(() => expect(queryClient.getQueryData(['store-info'])).toBeDefined());
    fireEvent.click(screen.getByRole('button', { name: 'Agregar rango' }));

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
    expect(screen.getByLabelText<HTMLInputElement>('Desde').value).toBe(`${today}T00:00`);
    expect(screen.getByLabelText<HTMLInputElement>('Hasta').value).toBe(`${today}T23:59`);
    expect(screen.getByLabelText<HTMLSelectElement>('Rango activo').value).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.requestsTo('PUT', ITEM_PATH)).toHaveLength(1));
    const [body] = putBodies(server.requestsTo('PUT', ITEM_PATH));
    const schedule = body?.schedule as Array<{ from: string; to: string; active: boolean }>;
    expect(schedule).toHaveLength(1);
    expect(schedule[0]?.active).toBe(true);
    expect(schedule[0]?.from).toBe(new Date(`${today}T00:00:00+09:00`).toISOString());
    expect(schedule[0]?.to).toBe(new Date(`${today}T23:59:00+09:00`).toISOString());
  });
});
