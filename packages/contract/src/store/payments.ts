import { z } from 'zod';
import { defineRoute } from '../route';
import { NAME_MAX, optionalText } from '../text';

export const CashSettings = z.object({ enabled: z.boolean().default(false) });
export type CashSettings = z.infer<typeof CashSettings>;

const digits = (value: string): string => value.replace(/[\s.-]/g, '');

/** CUIT: 11 digits, dashes and spaces allowed ('20-12345678-9'). */
export const isCuit = (value: string): boolean => /^\d{11}$/.test(digits(value));
/** CVU or CBU: 22 digits. */
export const isCvu = (value: string): boolean => /^\d{22}$/.test(digits(value));
/** Alias of an Argentine account: 6 to 20 letters, digits, dots or dashes. */
export const isAlias = (value: string): boolean => /^[A-Za-z0-9.-]{6,20}$/.test(value);

/**
 * Bank transfer ('Transferencia'): the account customers pay into. The fields may stay empty
 * while it is disabled; enabled, all four are required and checked.
 */
export const BankTransferSettings = z
  .object({
    enabled: z.boolean().default(false),
    name: optionalText(NAME_MAX),
    cuit: optionalText(20),
    cvu: optionalText(30),
    alias: optionalText(20),
  })
  .superRefine((settings, context) => {
    if (!settings.enabled) return;
    const problems: Array<[keyof typeof settings, boolean, string]> = [
      ['name', settings.name !== '', 'requerido'],
      ['cuit', isCuit(settings.cuit), 'CUIT de 11 digitos'],
      ['cvu', isCvu(settings.cvu), 'CVU o CBU de 22 digitos'],
      ['alias', isAlias(settings.alias), 'alias de 6 a 20 letras, numeros, puntos o guiones'],
    ];
    for (const [field, ok, message] of problems) {
      if (!ok) context.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type BankTransferSettings = z.infer<typeof BankTransferSettings>;
export type BankTransferSettingsInput = z.input<typeof BankTransferSettings>;

/** Mercado Pago wallet: the store's access token, required while enabled; never public. */
export const MercadoPagoSettings = z
  .object({
    enabled: z.boolean().default(false),
    token: optionalText(500),
  })
  .refine((settings) => !settings.enabled || settings.token !== '', {
    message: 'requerido',
    path: ['token'],
  });
export type MercadoPagoSettings = z.infer<typeof MercadoPagoSettings>;
export type MercadoPagoSettingsInput = z.input<typeof MercadoPagoSettings>;

export const storePaymentRoutes = {
  getCash: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/store/payments/cash',
    tag: 'store',
    summary: 'Pago en efectivo',
    response: CashSettings,
  }),
  saveCash: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/store/payments/cash',
    tag: 'store',
    summary: 'Guarda el pago en efectivo',
    body: CashSettings,
    response: CashSettings,
  }),
  getBankTransfer: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/store/payments/bank_transfer',
    tag: 'store',
    summary: 'Pago por transferencia bancaria',
    response: BankTransferSettings,
  }),
  saveBankTransfer: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/store/payments/bank_transfer',
    tag: 'store',
    summary: 'Guarda el pago por transferencia bancaria',
    body: BankTransferSettings,
    response: BankTransferSettings,
  }),
  getMercadoPago: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/store/payments/mercado_pago',
    tag: 'store',
    summary: 'Pago con billetera Mercado Pago',
    response: MercadoPagoSettings,
  }),
  saveMercadoPago: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/store/payments/mercado_pago',
    tag: 'store',
    summary: 'Guarda el pago con billetera Mercado Pago',
    body: MercadoPagoSettings,
    response: MercadoPagoSettings,
  }),
};
