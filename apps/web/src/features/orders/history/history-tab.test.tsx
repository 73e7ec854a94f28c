import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeFetch, ok } from '../../../test/fake-fetch';
import {
  demoOrder,
  demoOrderDetail,
  historyEntry,
  ORDER_ID,
  orderPaths,
  RIDER_ID,
  STAFF_ID,
  storeInfo,
} from '../../../test/order-data';
import { renderWithApp } from '../../../test/render-with-app';
import { OrderDetail } from '../detail/order-detail';
import { historyLines } from './history-text';

const OTHER_RIDER = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const customer = { kind: 'customer' as const, user_id: null, name: 'Juan Perez' };
const ana = { kind: 'user' as const, user_id: STAFF_ID, name: 'Ana Gomez' };

const history = [
  historyEntry({ seq: 3, kind: 'order:created', action: 'place', field: 'order', from: null, to: 'process', actor: customer }),
  historyEntry({ seq: 5, kind: 'order:seen', action: 'seen', field: 'seen', from: null, to: null, at: '2025-03-01T12:01:00.000Z' }),
  historyEntry({ seq: 6, kind: 'order:preparation:changed', action: 'accept', field: 'preparation', from: 'pending', to: 'in_process', at: '2025-03-01T12:02:00.000Z' }),
  historyEntry({ seq: 7, action: 'accept', field: 'status', from: 'process', to: 'preparation_in_process', at: '2025-03-01T12:02:00.000Z' }),
  historyEntry({ seq: 8, kind: 'order:promised:changed', action: 'delay', field: 'promised_at', from: '2025-03-01T23:30:00.000Z', to: '2025-03-01T23:40:00.000Z', at: '2025-03-01T12:10:00.000Z' }),
  historyEntry({ seq: 9, kind: 'order:delivery:rider:changed', action: 'dispatch', field: 'rider', from: null, to: RIDER_ID, at: '2025-03-01T12:30:00.000Z' }),
  historyEntry({ seq: 10, kind: 'order:delivery:rider:changed', action: 'set', field: 'rider', from: RIDER_ID, to: OTHER_RIDER, at: '2025-03-01T12:31:00.000Z' }),
  historyEntry({ seq: 11, kind: 'order:payment:changed', action: 'paid', field: 'payment', from: 'pending', to: 'paid', at: '2025-03-01T12:40:00.000Z', actor: { kind: 'user', user_id: RIDER_ID, name: 'Rita Moto' } }),
  historyEntry({ seq: 12, action: 'reject', field: 'status', from: 'preparation_in_process', to: 'cancel_store', reason: 'Sin muzzarella', at: '2025-03-01T12:45:00.000Z', actor: ana }),
];

afterEach(cleanup);

describe('historyLines', () => {
  it('says who, when (store zone) and what from → to in Spanish', () => {
    const order = demoOrderDetail({ history });
    const lines = historyLines(order, 'America/Argentina/Buenos_Aires');
    expect(lines.map((line) => line.title)).toEqual([
      'Orden recibida',
      'Vista por el personal',
      'Preparacion: Pendiente → En Preparacion',
      'Estado: Nueva → En Preparacion',
      'Hora prometida: 20:30 → 20:40',
      'Repartidor: Sin repartidor → Rita Moto',
      'Repartidor: Rita Moto → Repartidor asignado',
      'Pago: Pendiente → Pagado',
      'Estado: En Preparacion → Cancelada por Tienda',
    ]);
    expect(lines[0]).toMatchObject({ who: 'Cliente', when: '01/03/2025, 09:00', action: null });
    expect(lines[3]).toMatchObject({ who: 'Ana Gomez', action: 'Aceptar' });
    expect(lines[8]).toMatchObject({ action: 'Rechazar', reason: 'Sin muzzarella', when: '01/03/2025, 09:45' });
  });

  it("names the promised time's day when it is not the day of the change", () => {
    // Set at 23:50 on Saturday in Buenos Aires (Sunday in UTC) to Sunday 12:30, then on Sunday.
    const moved = [
      historyEntry({ seq: 4, kind: 'order:promised:changed', action: 'set', field: 'promised_at', from: '2025-03-02T02:00:00.000Z', to: '2025-03-02T15:30:00.000Z', at: '2025-03-02T02:50:00.000Z' }),
      historyEntry({ seq: 5, kind: 'order:promised:changed', action: 'delay', field: 'promised_at', from: '2025-03-02T15:30:00.000Z', to: '2025-03-02T15:40:00.000Z', at: '2025-03-02T12:00:00.000Z' }),
    ];
    const lines = historyLines(demoOrderDetail({ history: moved }), 'America/Argentina/Buenos_Aires');
    expect(lines.map((line) => line.title)).toEqual(['Hora prometida: 23:00 → mañana 12:30', 'Hora prometida: 12:30 → 12:40']);
  });
});

describe('Historial tab', () => {
  it('is a tab link of the order and shows the timeline', async () => {
    const server = createFakeFetch();
    const rider = { id: RIDER_ID, first_name: 'Rita', last_name: 'Moto', email: null, phone: null };
    server.on('GET', orderPaths.order, ok(demoOrderDetail({ history, delivery: { ...demoOrder().delivery, rider } })));
    server.on('GET', orderPaths.store, ok(storeInfo()));
    renderWithApp(<OrderDetail orderId={ORDER_ID} tab="history" role="initial" />, {
      server,
      path: '/orders/:id/history',
      at: `/orders/${ORDER_ID}/history`,
    });
    const tab = await screen.findByRole('link', { name: 'Historial' });
    expect(tab.getAttribute('href')).toBe(`/orders/${ORDER_ID}/history`);
    expect(tab.getAttribute('aria-current')).toBe('page');

    const timeline = screen.getByTestId('order-history');
    const entries = within(timeline).getAllByTestId('history-entry');
    expect(entries).toHaveLength(history.length);
    expect(entries[0]?.textContent).toContain('Orden recibida');
    await waitFor(() => expect(entries[0]?.textContent).toContain('Cliente · 01/03/2025, 09:00'));
    expect(entries[8]?.textContent).toContain('Estado: En Preparacion → Cancelada por Tienda');
    expect(entries[8]?.textContent).toContain('Rechazar');
    expect(entries[8]?.textContent).toContain('Motivo: Sin muzzarella');
    expect(entries[8]?.textContent).toContain('Ana Gomez');
  });

  it('says so when there is no history', async () => {
    const server = createFakeFetch();
    server.on('GET', orderPaths.order, ok(demoOrderDetail()));
    renderWithApp(<OrderDetail orderId={ORDER_ID} tab="history" role="admin" />, {
      server,
      path: '/orders/:id/history',
      at: `/orders/${ORDER_ID}/history`,
    });
    expect(await screen.findByText('Sin cambios registrados')).toBeTruthy();
  });
});
