import { emptyCheckoutForm, type CheckoutForm } from './checkout-form';

/*
 * A returning customer's name, phone and address, kept on this device after an order so the
 * next checkout starts filled in. Nothing else (no payment data) is kept.
 */

const STORAGE_KEY = 'comanda.tienda.customer';

type Remembered = Pick<CheckoutForm, 'name' | 'phone' | 'city' | 'addressOne' | 'addressTwo' | 'indications'>;
const fields: Array<keyof Remembered> = ['name', 'phone', 'city', 'addressOne', 'addressTwo', 'indications'];

export function loadCustomer(): CheckoutForm {
  const form = { ...emptyCheckoutForm };
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return form;
    for (const field of fields) {
      const value = (stored as Record<string, unknown>)[field];
      if (typeof value === 'string') form[field] = value;
    }
  } catch {
    // Unreadable or refused: start empty.
  }
  return form;
}

export function saveCustomer(form: CheckoutForm): void {
  const remembered = Object.fromEntries(fields.map((field) => [field, form[field].trim()]));
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(remembered));
  } catch {
    // Not kept: the next checkout starts empty.
  }
}
