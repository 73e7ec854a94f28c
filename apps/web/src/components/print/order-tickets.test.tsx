import type { Order } from '@comanda/contract/orders';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeFetch, ok } from '../../test/fake-fetch';
import { demoOrder, orderPaths, storeInfo } from '../../test/order-data';
import { renderWithApp } from '../../test/render-with-app';
import { OrderTickets } from './order-tickets';

afterEach(cleanup);

/** A cash order paid with a 10.000 note (payment.methods.cash.pays_with). */
const paysWithTenThousand = (order: Order): Order =>
  ({
    ...order,
    payment: { ...order.payment, methods: { ...order.payment.methods, cash: { pays_with: { currency: 'ARS', amount: 10000 } } } },
  }) as Order;

function renderTickets(kinds: ('kitchen' | 'package')[], order = paysWithTenThousand(demoOrder())) {
  const server = createFakeFetch();
  // The store's clock is Buenos Aires': times follow it once it loads, not the device's.
  server.on('GET', orderPaths.store, ok(storeInfo()));
  renderWithApp(<OrderTickets order={order} kinds={kinds} />, { server });
  return screen.getByTestId('print-ticket');
}

const linesOf = (section: Element | null): string[] =>
  [...(section?.children ?? [])].map((line) => (line.tagName === 'HR' ? '---' : (line.textContent ?? '')));

describe('OrderTickets, the browser fallback', () => {
  it('lays out the kitchen ticket: number, promised time on the store clock, items in large type, no prices', async () => {
    const paper = renderTickets(['kitchen']);
    const kitchen = paper.querySelector('[data-ticket="kitchen"]');
    // demoOrder promises 23:30Z, the end of its 20:00-20:30 slot in Buenos Aires.
    await waitFor(() => expect(linesOf(kitchen)[1]).toBe('Para el 01/03/2025 a las 20:30'));
    expect(linesOf(kitchen)).toEqual([
      'Orden #42',
      'Para el 01/03/2025 a las 20:30',
      'Envio a domicilio',
      '---',
      '1 x Pizza Muzzarella',
      '+ 2 x Queso extra',
      '+ 1 x Aceitunas',
      'Nota: Sin sal, por favor',
    ]);
    expect(kitchen?.textContent).not.toMatch(/ARS/);
    expect(paper.querySelector('[data-ticket="package"]')).toBeNull();
  });

  it('lays out the package ticket after it: client, address, slot, payment, what to collect and the change', async () => {
    const paper = renderTickets(['kitchen', 'package']);
    const pack = paper.querySelector('[data-ticket="package"]');
    expect([...paper.querySelectorAll('[data-ticket]')].map((section) => section.getAttribute('data-ticket'))).toEqual([
      'kitchen',
      'package',
    ]);
    await waitFor(() => expect(linesOf(pack)).toContain('Horario: 01/03/2025 de 20:00 a 20:30'));
    const lines = linesOf(pack);
    expect(lines.slice(0, 8)).toEqual([
      'Orden #42',
      'Cliente: Juan Perez',
      'Telefono: +54 9 11 5555-1234',
      'Entrega: Envio a domicilio',
      'Horario: 01/03/2025 de 20:00 a 20:30',
      'Direccion: Av. Santa Fe 1234',
      'Ciudad: Palermo',
      'Indicaciones: Timbre 3B',
    ]);
    expect(lines.slice(-4)).toEqual([
      'Pago: Efectivo - Pendiente',
      'A cobrar6.200,00 ARS',
      'Paga con10.000,00 ARS',
      'Vuelto3.800,00 ARS',
    ]);
  });
});
