import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ars } from '@comanda/contract/money';
import { storeDeliveryRoutes } from '@comanda/contract/store/delivery';
import { storePaymentRoutes } from '@comanda/contract/store/payments';
import { type CatalogueWorld, createCatalogueWorld } from '../../../testing/catalogue-kit';
import { createStore, staffAccess } from '../../../testing/fixtures';
import { type SettingsCalls, settingsCalls } from '../../../testing/settings-kit';
import { errorOf, resultOf } from '../../../testing/test-app';

const shipmentRoutes = { get: storeDeliveryRoutes.getShipment, save: storeDeliveryRoutes.saveShipment };
const takeAwayRoutes = { get: storeDeliveryRoutes.getTakeAway, save: storeDeliveryRoutes.saveTakeAway };
const slot = (day: string, start: string, end: string) => ({ id: randomUUID(), day, start, end, active: true });
const emptyAddress = { city: '', address_one: '', address_two: '', indications: '' };

const shipmentBody = (overrides: Record<string, unknown> = {}) => ({
  enabled: true,
  immediate_enabled: true,
  schedule_enabled: true,
  schedule: [slot('fri', '20:00', '20:30'), slot('fri', '20:30', '21:00')],
  cost: ars(1500),
  min_amount_items: ars(8000.5),
  ...overrides,
});

const takeAwayBody = (overrides: Record<string, unknown> = {}) => ({
  enabled: true,
  address: { city: 'CABA', address_one: 'Av. Corrientes 1234', address_two: 'Local 2', indications: 'Timbre B' },
  immediate_enabled: true,
  schedule_enabled: false,
  schedule: [slot('sat', '12:00', '12:30')],
  ...overrides,
});

describe('store settings: delivery', () => {
  let w: CatalogueWorld;
  let shipment: SettingsCalls;
  let takeAway: SettingsCalls;
  beforeAll(async () => {
    w = await createCatalogueWorld();
    shipment = settingsCalls(w.t, shipmentRoutes);
    takeAway = settingsCalls(w.t, takeAwayRoutes);
  });
  afterAll(() => w.t.close());

  const shipmentDefaults = {
    enabled: false,
    immediate_enabled: false,
    schedule_enabled: false,
    schedule: [],
    cost: ars(0),
    min_amount_items: ars(0),
  };
  const takeAwayDefaults = {
    enabled: false,
    address: emptyAddress,
    immediate_enabled: false,
    schedule_enabled: false,
    schedule: [],
  };

  it('answers disabled settings with no slots and 0 ARS while never saved', async () => {
    expect(resultOf(shipmentRoutes.get, await shipment.get(w.adminA.headers))).toEqual(shipmentDefaults);
    expect(resultOf(takeAwayRoutes.get, await takeAway.get(w.adminA.headers))).toEqual(takeAwayDefaults);
  });

  describe('shipment', () => {
    it('saves flags, exact money and slots; GET answers the same', async () => {
      const body = shipmentBody({ cost: { currency: 'USD', amount: 12.34 } });
      const saved = resultOf(shipmentRoutes.save, await shipment.put(w.adminA.headers, body));
      expect(saved).toEqual(body);
      expect(resultOf(shipmentRoutes.get, await shipment.get(w.rootA.headers))).toEqual(saved);
    });

    it('fills defaults for missing fields and replaces the slots', async () => {
      const saved = resultOf(shipmentRoutes.save, await shipment.put(w.adminA.headers, { enabled: true }));
      expect(saved).toEqual({ ...shipmentDefaults, enabled: true });
    });

    it.each([
      ['body.cost.amount', { cost: ars(-1) }],
      ['body.cost.amount', { cost: ars(10.001) }],
      ['body.min_amount_items.currency', { min_amount_items: { currency: 'EUR', amount: 1 } }],
      ['body.schedule.0.start', { schedule: [slot('mon', '25:00', '10:00')] }],
      ['body.enabled', { enabled: 'si' }],
    ])('refuses bad input with 400 naming %s', async (field, overrides) => {
      const res = await shipment.put(w.adminA.headers, shipmentBody(overrides));
      expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(errorOf(res).description).toContain(field);
    });
  });

  describe('take-away', () => {
    it('saves the address, flags and slots; GET answers the same', async () => {
      const body = takeAwayBody();
      const saved = resultOf(takeAwayRoutes.save, await takeAway.put(w.adminA.headers, body));
      expect(saved).toEqual(body);
      expect(resultOf(takeAwayRoutes.get, await takeAway.get(w.adminA.headers))).toEqual(saved);
    });

    it('refuses to enable it without city and first address line (400 naming body.address)', async () => {
      const res = await takeAway.put(w.adminA.headers, takeAwayBody({ address: emptyAddress }));
      expect(errorOf(res)).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(errorOf(res).description).toContain('body.address');
      // Disabled, an empty address is fine.
      const saved = resultOf(takeAwayRoutes.save, await takeAway.put(w.adminA.headers, { enabled: false, address: {} }));
      expect(saved).toEqual(takeAwayDefaults);
    });
  });

  it('shipment and take-away slots are separate lists, even with the same ids', async () => {
    const shared = slot('sun', '13:00', '13:30');
    await shipment.put(w.adminA.headers, shipmentBody({ schedule: [shared] }));
    await takeAway.put(w.adminA.headers, takeAwayBody({ schedule: [{ ...shared, start: '14:00', end: '14:30' }] }));
    expect(resultOf(shipmentRoutes.get, await shipment.get(w.adminA.headers)).schedule).toEqual([shared]);
    expect(resultOf(takeAwayRoutes.get, await takeAway.get(w.adminA.headers)).schedule).toEqual([
      { ...shared, start: '14:00', end: '14:30' },
    ]);
  });

  it('saving one group leaves the others at their defaults', async () => {
    const store = await createStore(w.t.database.db, { slug: 'tienda-c' });
    const admin = await staffAccess(w.t, { storeId: store.id, role: 'admin' });
    resultOf(shipmentRoutes.save, await shipment.put(admin.headers, shipmentBody()));
    expect(resultOf(takeAwayRoutes.get, await takeAway.get(admin.headers))).toEqual(takeAwayDefaults);
    const bank = settingsCalls(w.t, { get: storePaymentRoutes.getBankTransfer, save: storePaymentRoutes.saveBankTransfer });
    expect(resultOf(storePaymentRoutes.getBankTransfer, await bank.get(admin.headers))).toEqual({
      enabled: false,
      name: '',
      cuit: '',
      cvu: '',
      alias: '',
    });
  });

  it('delivery and initial staff get 403 on GET and PUT', async () => {
    for (const staff of [w.deliveryA, w.initialA]) {
      for (const api of [shipment, takeAway]) {
        expect(errorOf(await api.get(staff.headers))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
        expect(errorOf(await api.put(staff.headers, { enabled: false, address: {} }))).toMatchObject({
          status: 403,
          code: 'FORBIDDEN',
        });
      }
    }
  });

  it("keeps each store's delivery settings to itself", async () => {
    const savedA = resultOf(shipmentRoutes.save, await shipment.put(w.adminA.headers, shipmentBody()));
    expect(resultOf(shipmentRoutes.get, await shipment.get(w.adminB.headers))).toEqual(shipmentDefaults);
    expect(resultOf(takeAwayRoutes.get, await takeAway.get(w.adminB.headers))).toEqual(takeAwayDefaults);
    await shipment.put(w.adminB.headers, shipmentBody({ cost: ars(99), schedule: savedA.schedule }));
    expect(resultOf(shipmentRoutes.get, await shipment.get(w.adminA.headers))).toEqual(savedA);
  });
});
