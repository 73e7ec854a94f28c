import { describe, expect, it } from 'vitest';
import { NotificationKey } from '@comanda/contract/notifications';
import { formatAmount, notificationText, orderPath } from './notification-texts';

const order = { id: '6f1c7d0e-0000-4000-8000-000000000001', number: 123, clientName: 'Maria Gonzalez', total: '12345.50' };

describe('notification texts', () => {
  it('formats money from its exact decimal text as the web shows it (es-AR, two decimals, currency after)', () => {
    expect(formatAmount('12345.50')).toBe('12.345,50 ARS');
    expect(formatAmount('0.00')).toBe('0,00 ARS');
    expect(formatAmount('999.9')).toBe('999,90 ARS');
    expect(formatAmount('1000')).toBe('1.000,00 ARS');
    // Beyond a double's exact cents: the digits are kept as they are.
    expect(formatAmount('123456789012.35')).toBe('123.456.789.012,35 ARS');
    const web = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const total of ['1.05', '1234.56', '1000000.00', '45.10']) expect(formatAmount(total)).toBe(`${web.format(Number(total))} ARS`);
  });

  it('names the order number in the title and the client and total in the body, for every key', () => {
    expect(notificationText('order:created', order, 'Pizzeria')).toEqual({ title: 'Nueva orden #123', body: 'Maria Gonzalez · 12.345,50 ARS' });
    expect(notificationText('order:delivery:rider:assigned:me', order, 'Pizzeria').title).toBe('Te asignaron la orden #123');
    const titles = NotificationKey.options.map((key) => notificationText(key, order, 'Pizzeria').title);
    for (const title of titles) expect(title).toContain('#123');
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('says what a test message is and links to the orders list', () => {
    expect(notificationText('test', null, 'Pizzeria').title).toBe('Mensaje de prueba de Comanda');
    expect(orderPath(null)).toBe('/orders');
    expect(orderPath(order)).toBe(`/orders/${order.id}`);
  });
});
