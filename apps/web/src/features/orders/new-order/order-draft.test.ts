import type { PublicArticle, PublicTopping } from '@comanda/contract/storefront';
import { describe, expect, it } from 'vitest';
import type { OrderDraft } from './order-draft';
import { changeCents, draftProblems, emptyDraft, linePriceCents, newLine, orderBody, paysWithCents, quoteBody } from './order-draft';
import { lineProblems, offeredToppings, togglePick, toppingRuleText } from './topping-rules';

const ars = (amount: number) => ({ currency: 'ARS' as const, amount });
const price = (amount: number) => ({ import: ars(amount), discount: 0, total: ars(amount) });
const option = (id: string, name: string, amount: number) => ({ id, name, description: '', ...price(amount), sold_out: false });

const SIZE = '00000000-0000-4000-8000-000000000001';
const EXTRAS = '00000000-0000-4000-8000-000000000002';
const toppings: PublicTopping[] = [
  { id: SIZE, name: 'Tamaño', description: '', options: [option('00000000-0000-4000-8000-0000000000a1', 'Chica', 0), option('00000000-0000-4000-8000-0000000000a2', 'Grande', 2500.5)] },
  { id: EXTRAS, name: 'Extras', description: '', options: [option('00000000-0000-4000-8000-0000000000b1', 'Aceitunas', 300.1), option('00000000-0000-4000-8000-0000000000b2', 'Huevo', 450.2), option('00000000-0000-4000-8000-0000000000b3', 'Jamon', 800)] },
];
const muzzarella = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'Muzzarella',
  slug: 'muzzarella',
  description: '',
  images_url: [],
  price: price(9000.1),
  sold_out: false,
  toppings: [
    { id: SIZE, min: 1, max: 1, required: true },
    { id: EXTRAS, min: 0, max: 2, required: false },
  ],
} satisfies PublicArticle;
const [size, extras] = offeredToppings(muzzarella, toppings);
if (!size || !extras) throw new Error('toppings');

describe('topping rules (the server’s, with Spanish messages)', () => {
  it('a required topping asks for one option; an optional one may stay empty', () => {
    expect(lineProblems([size, extras], {})).toEqual({ [SIZE]: 'Tamaño: elegi una opcion' });
    expect(lineProblems([size, extras], { [SIZE]: { 'x': 1 } })).toEqual({});
    expect(toppingRuleText(size.ref)).toBe('Obligatorio, elegi 1');
    expect(toppingRuleText(extras.ref)).toBe('Opcional, hasta 2');
  });

  it('max counts option units; min of an optional topping holds once something is picked', () => {
    const three = { a: 1, b: 1, c: 1 };
    expect(lineProblems([extras], { [EXTRAS]: three })).toEqual({ [EXTRAS]: 'Extras: elegi como maximo 2 opciones' });
    const atLeastTwo = { ref: { id: EXTRAS, min: 2, max: 0, required: false }, topping: extras.topping };
    expect(lineProblems([atLeastTwo], {})).toEqual({});
    expect(lineProblems([atLeastTwo], { [EXTRAS]: { a: 1 } })).toEqual({ [EXTRAS]: 'Extras: elegi al menos 2 opciones' });
    expect(toppingRuleText({ id: SIZE, min: 2, max: 3, required: true })).toBe('Obligatorio, elegi entre 2 y 3');
  });

  it('a single-choice topping keeps only the last option picked', () => {
    expect(togglePick(size.ref, { a: 1 }, 'b', true)).toEqual({ b: 1 });
    expect(togglePick(extras.ref, { a: 1 }, 'b', true)).toEqual({ a: 1, b: 1 });
    expect(togglePick(extras.ref, { a: 1, b: 1 }, 'a', false)).toEqual({ b: 1 });
  });

  it('prices a line as the server does, in cents: article total plus option totals times count', () => {
    const picks = { [SIZE]: { '00000000-0000-4000-8000-0000000000a2': 1 }, [EXTRAS]: { '00000000-0000-4000-8000-0000000000b1': 1, '00000000-0000-4000-8000-0000000000b2': 2 } };
    // 9000.10 + 2500.50 + 300.10 + 2 x 450.20 = 12701.10 (binary floats would drift).
    expect(linePriceCents(muzzarella, picks, toppings)).toBe(1_270_110);
  });
});

function draft(change: Partial<OrderDraft> = {}): OrderDraft {
  return { ...emptyDraft('shipment', 'cash'), ...change };
}

describe('the order draft', () => {
  const line = newLine(muzzarella, { [SIZE]: { '00000000-0000-4000-8000-0000000000a2': 1 }, [EXTRAS]: {} }, '  sin sal ', 'k1');

  it('says in Spanish what is missing before sending', () => {
    expect(draftProblems(draft(), null)).toEqual({
      phone: 'Ingresa el telefono del cliente',
      name: 'Ingresa el nombre del cliente',
      lines: 'Agrega al menos un articulo',
      address: 'Para un envio, ingresa la ciudad y la direccion',
    });
    expect(draftProblems(draft({ phone: '123' }), null).phone).toBe('El telefono no es valido');
    const takeAway = draft({ phone: '0341 15 512-3456', name: 'Ana', lines: [line] });
    takeAway.delivery = { ...takeAway.delivery, method: 'take_away' };
    expect(draftProblems(takeAway, null)).toEqual({});
  });

  it('makes the storefront body: the picked options only, the slot or immediate, the address for a shipment', () => {
    const full = draft({
      phone: ' 3415123456 ',
      name: ' Ana ',
      lines: [line],
      coupon: ' promo10 ',
      delivery: { method: 'shipment', slot: { date: '2026-11-24', schedule_id: SIZE }, location: { city: 'Rosario', address_one: 'Cordoba 1234', address_two: '', indications: '' } },
    });
    expect(orderBody(full)).toEqual({
      client: { name: 'Ana', phone: '3415123456' },
      items: [{ article_id: muzzarella.id, message: 'sin sal', toppings: [{ id: SIZE, options: [{ id: '00000000-0000-4000-8000-0000000000a2', count: 1 }] }] }],
      delivery: { method: 'shipment', immediate: false, datetime: { date: '2026-11-24', schedule_id: SIZE }, location: { city: 'Rosario', address_one: 'Cordoba 1234', address_two: '', indications: '' } },
      payment: { method: 'cash' },
      coupon_code: 'promo10',
    });
    const takeAway = orderBody({ ...full, coupon: '', delivery: { ...full.delivery, method: 'take_away', slot: null } });
    expect(takeAway.delivery).toEqual({ method: 'take_away', immediate: true });
    expect(takeAway).not.toHaveProperty('coupon_code');
  });

  it('quotes before the client is typed, with stand-ins it says it used', () => {
    expect(quoteBody(draft())).toBeNull();
    const early = quoteBody(draft({ lines: [line] }));
    expect(early?.complete).toBe(false);
    expect(early?.body.client.name).not.toBe('');
    expect(early?.body.delivery.location?.city).not.toBe('');
    const ready = quoteBody(
      draft({ lines: [line], name: 'Ana', phone: '3415123456', delivery: { method: 'take_away', slot: null, location: { city: '', address_one: '', address_two: '', indications: '' } } }),
    );
    expect(ready?.complete).toBe(true);
    expect(ready?.body.client).toEqual({ name: 'Ana', phone: '3415123456' });
  });

  it("reads 'Paga con' as es-AR money and gives the change in cents", () => {
    expect(paysWithCents('')).toBeNull();
    expect(paysWithCents('$ 20.000')).toBe(2_000_000);
    expect(paysWithCents('12.500,50')).toBe(1_250_050);
    expect(paysWithCents('12500.5')).toBe(1_250_050);
    expect(paysWithCents('mucho')).toBeNaN();
    const cash = draft({ paysWith: '20000' });
    expect(changeCents(cash, ars(12701.1))).toBe(729_890);
    expect(draftProblems(draft({ paysWith: '10000' }), ars(12701.1)).paysWith).toBe('Paga con menos que el total');
    expect(changeCents(draft({ paysWith: '20000', payment: 'bank_transfer' }), ars(12701.1))).toBeNull();
  });

  it("sends cash 'paga con' as pays_with in pesos; nothing when empty or with another method", () => {
    expect(orderBody(draft({ paysWith: '12.500,50' })).payment).toEqual({ method: 'cash', pays_with: 12500.5 });
    expect(orderBody(draft({ paysWith: '' })).payment).toEqual({ method: 'cash' });
    expect(orderBody(draft({ paysWith: '20000', payment: 'bank_transfer' })).payment).toEqual({ method: 'bank_transfer' });
  });
});
