import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePaymentRoutes as payments } from '@comanda/contract/store/payments';
import { type CatalogueWorld, createCatalogueWorld } from '../../../testing/catalogue-kit';
import { type SettingsCalls, settingsCalls } from '../../../testing/settings-kit';
import { errorOf, resultOf } from '../../../testing/test-app';

const cashRoutes = { get: payments.getCash, save: payments.saveCash };
const bankRoutes = { get: payments.getBankTransfer, save: payments.saveBankTransfer };
const mercadoPagoRoutes = { get: payments.getMercadoPago, save: payments.saveMercadoPago };

const account = {
  enabled: true,
  name: 'Comanda Centro SRL',
  cuit: '30-71234567-1',
  cvu: '0000003100012345678901',
  alias: 'comanda.centro',
};

describe('store settings: payments', () => {
  let w: CatalogueWorld;
  let cash: SettingsCalls;
  let bank: SettingsCalls;
  let mercadoPago: SettingsCalls;
  beforeAll(async () => {
    w = await createCatalogueWorld();
    cash = settingsCalls(w.t, cashRoutes);
    bank = settingsCalls(w.t, bankRoutes);
    mercadoPago = settingsCalls(w.t, mercadoPagoRoutes);
  });
  afterAll(() => w.t.close());

  it('answers every method disabled with empty fields while never saved', async () => {
    expect(resultOf(cashRoutes.get, await cash.get(w.adminA.headers))).toEqual({ enabled: false });
    expect(resultOf(bankRoutes.get, await bank.get(w.adminA.headers))).toEqual({
      enabled: false,
      name: '',
      cuit: '',
      cvu: '',
      alias: '',
    });
    expect(resultOf(mercadoPagoRoutes.get, await mercadoPago.get(w.adminA.headers))).toEqual({ enabled: false, token: '' });
  });

  it('saves cash; GET answers it', async () => {
    expect(resultOf(cashRoutes.save, await cash.put(w.adminA.headers, { enabled: true }))).toEqual({ enabled: true });
    expect(resultOf(cashRoutes.get, await cash.get(w.rootA.headers))).toEqual({ enabled: true });
  });

  it('saves the bank account as typed; GET answers the same; disabling keeps the fields', async () => {
    expect(resultOf(bankRoutes.save, await bank.put(w.adminA.headers, account))).toEqual(account);
    expect(resultOf(bankRoutes.get, await bank.get(w.adminA.headers))).toEqual(account);
    const disabled = { ...account, enabled: false };
    expect(resultOf(bankRoutes.save, await bank.put(w.adminA.headers, disabled))).toEqual(disabled);
  });

  it('saves the Mercado Pago token for managers only', async () => {
    const body = { enabled: true, token: 'APP_USR-1234-secreto' };
    expect(resultOf(mercadoPagoRoutes.save, await mercadoPago.put(w.adminA.headers, body))).toEqual(body);
    expect(resultOf(mercadoPagoRoutes.get, await mercadoPago.get(w.rootA.headers))).toEqual(body);
    for (const staff of [w.deliveryA, w.initialA]) {
      const res = await mercadoPago.get(staff.headers);
      expect(errorOf(res)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      expect(res.body).not.toContain('secreto');
    }
  });

  it.each([
    ['body.cuit', bankRoutes, { ...account, cuit: '123' }],
    ['body.cvu', bankRoutes, { ...account, cvu: '0000003100' }],
    ['body.alias', bankRoutes, { ...account, alias: 'a b' }],
    ['body.name', bankRoutes, { ...account, name: '' }],
    ['body.token', mercadoPagoRoutes, { enabled: true, token: '' }],
    ['body.enabled', cashRoutes, { enabled: 'yes' }],
  ])('refuses bad input with 400 naming %s', async (field, routes, body) => {
    const res = await settingsCalls(w.t, routes).put(w.adminA.headers, body);
    expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(errorOf(res).description).toContain(field);
  });

  it('delivery and initial staff get 403 on GET and PUT of every method', async () => {
    for (const staff of [w.deliveryA, w.initialA]) {
      for (const api of [cash, bank, mercadoPago]) {
        expect(errorOf(await api.get(staff.headers))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
        expect(errorOf(await api.put(staff.headers, { enabled: false }))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      }
    }
  });

  it("keeps each store's payment settings to itself", async () => {
    await cash.put(w.adminA.headers, { enabled: true });
    await bank.put(w.adminA.headers, account);
    expect(resultOf(cashRoutes.get, await cash.get(w.adminB.headers))).toEqual({ enabled: false });
    expect(resultOf(bankRoutes.get, await bank.get(w.adminB.headers)).enabled).toBe(false);
    expect(resultOf(mercadoPagoRoutes.get, await mercadoPago.get(w.adminB.headers))).toEqual({ enabled: false, token: '' });
    await cash.put(w.adminB.headers, { enabled: false });
    await bank.put(w.adminB.headers, { enabled: false });
    expect(resultOf(cashRoutes.get, await cash.get(w.adminA.headers))).toEqual({ enabled: true });
    expect(resultOf(bankRoutes.get, await bank.get(w.adminA.headers))).toEqual(account);
  });
});
