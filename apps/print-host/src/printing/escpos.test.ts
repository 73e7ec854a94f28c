import { kitchenTicket, packageTicket } from '@comanda/contract/tickets';
import { describe, expect, it } from 'vitest';
import { decodeEscPos, readableLines } from '../testing/escpos-decoder';
import { sampleOrder } from '../testing/order-fixture';
import { renderTicket } from './escpos';

const zone = 'America/Argentina/Buenos_Aires';
/** Label left and amount right across 48 columns. */
const row = (label: string, value: string) => label + value.padStart(48 - label.length);

describe('ESC/POS rendering', () => {
  it('prints the kitchen ticket in large type, in Spanish, without prices, and cuts', () => {
    const decoded = decodeEscPos(renderTicket(kitchenTicket(sampleOrder(), zone), 80));
    expect(readableLines(decoded)).toEqual([
      'Orden #42',
      'Para las 20:45',
      'Envio a domicilio',
      '-'.repeat(48),
      '1 x Napolitana grande',
      '+ 2 x Jamón crudo',
      'Nota: Sin cebolla,',
      '¡bien cocida!',
    ]);
    const item = decoded.lines.find((line) => line.text.includes('Napolitana'))!;
    expect(item.large).toBe(true);
    expect(readableLines(decoded).join(' ')).not.toContain('ARS');
    // cp858 is code page 19 on Epson-compatible printers, chosen before any text.
    expect(decoded.codePages).toEqual([19]);
    expect(decoded.cuts).toBe(1);
  });

  it('prints the package ticket with accents, ñ, ¿ and the change for paga con', () => {
    const lines = readableLines(decodeEscPos(renderTicket(packageTicket(sampleOrder(), zone), 80)));
    expect(lines).toEqual([
      'Orden #42',
      'Cliente: Begoña Núñez',
      'Telefono: +5493415551234',
      'Entrega: Envio a domicilio',
      'Horario: Lo antes posible (20:45)',
      'Direccion: Güemes 1234,',
      '2° B',
      'Ciudad: Rosario',
      'Indicaciones: ¿Timbre? Llamar al llegar',
      '-'.repeat(48),
      '1 x Napolitana grande',
      '+ 2 x Jamón crudo',
      'Nota: Sin cebolla, ¡bien cocida!',
      '-'.repeat(48),
      row('Articulos', '16.000,00 ARS'),
      row('Envio', '500,00 ARS'),
      row('Total', '16.500,00 ARS'),
      '-'.repeat(48),
      'Pago: Efectivo - Pendiente',
      row('A cobrar', '16.500,00 ARS'),
      row('Paga con', '20.000,00 ARS'),
      row('Vuelto', '3.500,00 ARS'),
    ]);
  });

  it('fits 58 mm paper: no line over 32 columns', () => {
    for (const ticket of [kitchenTicket(sampleOrder(), zone), packageTicket(sampleOrder(), zone)]) {
      const decoded = decodeEscPos(renderTicket(ticket, 58));
      for (const line of decoded.lines) expect(line.text.length * (line.large ? 2 : 1)).toBeLessThanOrEqual(32);
      expect(decoded.cuts).toBe(1);
    }
    const lines = readableLines(decodeEscPos(renderTicket(packageTicket(sampleOrder(), zone), 58)));
    expect(lines).toContain('Vuelto              3.500,00 ARS');
  });
});
