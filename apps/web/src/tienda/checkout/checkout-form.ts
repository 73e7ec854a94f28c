import { normalisePhone } from '@comanda/contract/phone-number';
import type { DeliveryMethod, PaymentMethod } from '@comanda/contract/order-enums';
import type { CreateOrderBodyInput, OrderItemInput, StoreSlot } from '@comanda/contract/storefront';

/*
 * What the customer fills in at checkout, the problems that keep 'Confirmar' from sending, and
 * the CreateOrderBody built from it. The quote takes the same body with stand-ins for what is not
 * typed yet (name, phone, address do not change the price), so the total shows from the start.
 */

export interface CheckoutForm {
  name: string;
  phone: string;
  method: DeliveryMethod | null;
  /** 'now', or the chosen slot's slotKey. */
  when: string | null;
  city: string;
  addressOne: string;
  addressTwo: string;
  indications: string;
  coupon: string;
  payment: PaymentMethod | null;
  /** 'Paga con': the cash the customer hands over, as typed (pesos). */
  paysWith: string;
}

export const emptyCheckoutForm: CheckoutForm = {
  name: '',
  phone: '',
  method: null,
  when: null,
  city: '',
  addressOne: '',
  addressTwo: '',
  indications: '',
  coupon: '',
  payment: null,
  paysWith: '',
};

/** A slot as the 'Cuando' select names it: its date and schedule entry. */
export const slotKey = (slot: Pick<StoreSlot, 'date' | 'schedule_id'>): string => `${slot.date}|${slot.schedule_id}`;

export type CheckoutField = 'name' | 'phone' | 'method' | 'when' | 'city' | 'addressOne' | 'payment' | 'paysWith';
export type CheckoutProblems = Partial<Record<CheckoutField, string>>;

/** 'Paga con' in cents; null when empty; NaN when it is not an amount. */
export function paysWithCents(typed: string): number | null {
  const text = typed.trim().replace(/^\$\s*/, '');
  if (!text) return null;
  // es-AR: '10.000,50' or '10000.5' or '10000'.
  const normalised = /,\d{1,2}$/.test(text) ? text.replace(/\./g, '').replace(',', '.') : text.replace(/[.,](?=\d{3}(\D|$))/g, '');
  const amount = Number(normalised);
  return Number.isFinite(amount) && amount >= 0 ? Math.round(amount * 100) : Number.NaN;
}

export function checkoutProblems(form: CheckoutForm, totalCents: number | null): CheckoutProblems {
  const problems: CheckoutProblems = {};
  if (!form.name.trim()) problems.name = 'Escribí tu nombre';
  if (!form.phone.trim()) problems.phone = 'Escribí tu teléfono';
  else if (!normalisePhone(form.phone)) {
    problems.phone = 'Revisá el teléfono: escribilo con la característica, por ejemplo 341 555 0101';
  }
  if (!form.method) problems.method = 'Elegí envío a domicilio o retiro en la tienda';
  else if (form.when === null) problems.when = 'Elegí cuándo lo querés';
  if (form.method === 'shipment') {
    if (!form.city.trim()) problems.city = 'Escribí la ciudad';
    if (!form.addressOne.trim()) problems.addressOne = 'Escribí la dirección';
  }
  if (!form.payment) problems.payment = 'Elegí cómo vas a pagar';
  if (form.payment === 'cash') {
    const cents = paysWithCents(form.paysWith);
    if (cents !== null && Number.isNaN(cents)) problems.paysWith = 'Escribí un monto, por ejemplo 10000';
    else if (cents !== null && totalCents !== null && cents < totalCents) problems.paysWith = 'Tiene que ser al menos el total';
  }
  return problems;
}

function deliveryInput(form: CheckoutForm, method: DeliveryMethod, slots: readonly StoreSlot[], standIns: boolean) {
  const slot = form.when && form.when !== 'now' ? slots.find((candidate) => slotKey(candidate) === form.when) : undefined;
  const timing = slot
    ? { immediate: false, datetime: { date: slot.date, schedule_id: slot.schedule_id } }
    : { immediate: true };
  if (method !== 'shipment') return { method, ...timing };
  const location = {
    city: form.city.trim() || (standIns ? '-' : ''),
    address_one: form.addressOne.trim() || (standIns ? '-' : ''),
    address_two: form.addressTwo.trim(),
    indications: form.indications.trim(),
  };
  return { method, ...timing, location };
}

/** Cash 'paga con' as the body's pays_with (pesos), when an amount was typed; the quote leaves it out. */
function paymentInput(form: CheckoutForm): CreateOrderBodyInput['payment'] {
  const method = form.payment ?? 'cash';
  const cents = method === 'cash' ? paysWithCents(form.paysWith) : null;
  return cents !== null && cents > 0 ? { method, pays_with: cents / 100 } : { method };
}

/** The body 'Confirmar' sends (call only when checkoutProblems is empty). */
export function orderBody(
  form: CheckoutForm,
  items: OrderItemInput[],
  slots: readonly StoreSlot[],
): CreateOrderBodyInput {
  const coupon = form.coupon.trim();
  return {
    client: { name: form.name.trim(), phone: normalisePhone(form.phone) ?? form.phone.trim() },
    items,
    delivery: deliveryInput(form, form.method ?? 'take_away', slots, false),
    payment: paymentInput(form),
    ...(coupon ? { coupon_code: coupon } : {}),
  };
}

/** A phone the server takes, for quotes made before the customer typed theirs. */
const STAND_IN_PHONE = '+5493410000000';

/** The body to price: the form as it is, with stand-ins where something is not filled in yet. */
export function quoteBody(
  form: CheckoutForm,
  items: OrderItemInput[],
  method: DeliveryMethod,
  slots: readonly StoreSlot[],
  coupon: string,
): CreateOrderBodyInput {
  return {
    client: { name: form.name.trim() || 'Cliente', phone: normalisePhone(form.phone) ?? STAND_IN_PHONE },
    items,
    delivery: deliveryInput(form, method, slots, true),
    payment: { method: form.payment ?? 'cash' },
    ...(coupon ? { coupon_code: coupon } : {}),
  };
}
