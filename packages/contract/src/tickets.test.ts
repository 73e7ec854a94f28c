import { describe, expect, it } from 'vitest';
import type { Order } from './orders';
import { type TicketLine, formatTicketMoney, kitchenTicket, packageTicket } from './tickets';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ars = (amount: number) => ({ currency: 'ARS' as const, amount });
const price = (amount: number) => ({ import: ars(amount), discount: 0, total: ars(amount) });

const order = {
  id: uuid(1),
  number: 42,
  status: 'preparation_in_process',
  created_at: '2025-03-01T23:00:00.000Z',
  client: { id: uuid(2), name: 'María Peña', phone: '+5493415551234' },
  items: {
    [uuid(3)]: {
      id: uuid(3),
      message: 'Sin sal, bien cocida',
      imports: price(16_000.1),
      article: { id: uuid(4), slug: 'muzza', name: 'Muzzarella', image_url: null, imports: price(15_000) },
      toppings: {
        [uuid(5)]: {
          id: uuid(5),
          name: 'Extras',
          error: null,
          options: { [uuid(6)]: { id: uuid(6), name: 'Jamón', count: 2, imports: price(500.05) } },
        },
      },
    },
  },
  delivery: {
    cost: ars(500),
    status: 'pending',
    methods: {
      take_away: null,
      shipment: {
        immediate: true,
        datetime: null,
        location: { city: 'Rosario', address_one: 'Córdoba 1234', address_two: '2° B', indications: 'Timbre roto, llamar' },
      },
    },
    rider: null,
  },
  payment: { status: 'pending', methods: { cash: { pays_with: ars(20_000) }, bank_transfer: null, mercado_pago: null } },
  preparation: { status: 'in_process' },
  coupon: null,
  imports: { items: ars(16_000.1), delivery: ars(500), discount: ars(0), coupon: ars(0), total: ars(16_500.1) },
  promised_at: '2025-03-01T23:45:00.000Z',
  accepted_at: '2025-03-01T23:05:00.000Z',
  seen_at: '2025-03-01T23:05:00.000Z',
  cancel_reason: null,
} as Order;

/** Each line as one string, to compare whole tickets. */
const flat = (lines: TicketLine[]) =>
  lines.map((line) => {
    if (line.type === 'rule') return '---';
    if (line.type === 'heading') return `# ${line.text}`;
    if (line.type === 'text') return `${line.indent ? '  ' : ''}${line.text}`;
    return `${line.label}: ${line.value}`;
  });

describe('kitchen ticket', () => {
  it('has the number, the promised time on the store clock, the items, options and notes, in large type, no prices', () => {
    const ticket = kitchenTicket(order, 'America/Argentina/Buenos_Aires');
    expect(ticket.kind).toBe('kitchen');
    expect(flat(ticket.lines)).toEqual([
      '# Orden #42',
      'Para las 20:45',
      'Envio a domicilio',
      '---',
      '1 x Muzzarella',
      '  + 2 x Jamón',
      '  Nota: Sin sal, bien cocida',
    ]);
    const items = ticket.lines.slice(4);
    expect(items.every((line) => line.type === 'text' && line.size === 'large')).toBe(true);
    expect(JSON.stringify(ticket)).not.toContain('ARS');
  });

  it('names the slot day of an order for later', () => {
    const later = structuredClone(order);
    later.delivery.methods.shipment!.immediate = false;
    later.delivery.methods.shipment!.datetime = { date: '2025-03-02', schedule_id: uuid(9), start: '12:00', end: '12:30' };
    later.promised_at = '2025-03-02T15:30:00.000Z';
    expect(flat(kitchenTicket(later, 'America/Argentina/Buenos_Aires').lines)[1]).toBe('Para el 02/03/2025 a las 12:30');
  });
});

describe('package ticket', () => {
  it('has client, phone, address, city, indications, slot, payment and the change for paga con, to the cent', () => {
    const ticket = packageTicket(order, 'America/Argentina/Buenos_Aires');
    expect(flat(ticket.lines)).toEqual([
      '# Orden #42',
      'Cliente: María Peña',
      'Telefono: +5493415551234',
      'Entrega: Envio a domicilio',
      'Horario: Lo antes posible (20:45)',
      'Direccion: Córdoba 1234, 2° B',
      'Ciudad: Rosario',
      'Indicaciones: Timbre roto, llamar',
      '---',
      '1 x Muzzarella',
      '  + 2 x Jamón',
      '  Nota: Sin sal, bien cocida',
      '---',
      'Articulos: 16.000,10 ARS',
      'Envio: 500,00 ARS',
      'Total: 16.500,10 ARS',
      '---',
      'Pago: Efectivo - Pendiente',
      'A cobrar: 16.500,10 ARS',
      'Paga con: 20.000,00 ARS',
      'Vuelto: 3.499,90 ARS',
    ]);
  });

  it('collects nothing for a paid order or a transfer, and shows the slot of an order for later', () => {
    const transfer = structuredClone(order);
    transfer.payment.methods = {
      cash: null,
      bank_transfer: { name: 'Comanda', alias: 'a', cuit: '1', cvu: '2', voucher_url: null },
      mercado_pago: null,
    };
    transfer.delivery.methods = {
      shipment: null,
      take_away: { immediate: false, datetime: { date: '2025-03-02', schedule_id: uuid(9), start: '12:00', end: '12:30' } },
    };
    transfer.coupon = { id: uuid(8), code: 'HOLA' };
    transfer.imports.coupon = ars(100);
    const lines = flat(packageTicket(transfer, 'America/Argentina/Buenos_Aires').lines);
    expect(lines).toContain('Horario: 02/03/2025 de 12:00 a 12:30');
    expect(lines).toContain('Cupon HOLA: -100,00 ARS');
    expect(lines).toContain('Pago: Transferencia - Pendiente');
    expect(lines).toContain('A cobrar: 0,00 ARS');
    expect(lines.some((line) => line.startsWith('Direccion'))).toBe(false);

    const paid = structuredClone(order);
    paid.payment.status = 'paid';
    const paidLines = flat(packageTicket(paid, 'America/Argentina/Buenos_Aires').lines);
    expect(paidLines).toContain('A cobrar: 0,00 ARS');
    expect(paidLines.some((line) => line.startsWith('Vuelto'))).toBe(false);
  });
});

describe('formatTicketMoney', () => {
  it('formats from integer cents', () => {
    expect(formatTicketMoney(ars(0.1 + 0.2))).toBe('0,30 ARS');
    expect(formatTicketMoney(ars(1_234_567.5))).toBe('1.234.567,50 ARS');
  });
});
