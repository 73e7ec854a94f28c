import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationRoutes } from '@comanda/contract/notifications';
import { ars } from '@comanda/contract/money';
import { storeDeliveryRoutes as delivery } from '@comanda/contract/store/delivery';
import { isCuit, isCvu, storePaymentRoutes as payments } from '@comanda/contract/store/payments';
import { storePreparationRoutes } from '@comanda/contract/store/preparation';
import { storeProfileRoutes } from '@comanda/contract/store/profile';
import { scheduleCovers, storeScheduleRoutes } from '@comanda/contract/store/schedule';
import { Day } from '@comanda/contract/common';
import type { RouteDefinition } from '@comanda/contract/route';
import { createStore, staffAccess, type StaffFixture } from '../testing/fixtures';
import { createTestApp, resultOf, type TestApp } from '../testing/test-app';
import { seedDemoSettings } from './settings-demo';

describe('demo settings', () => {
  let t: TestApp;
  let centro: StaffFixture;
  let rider: StaffFixture;
  let operator: StaffFixture;
  let norte: StaffFixture;
  beforeAll(async () => {
    t = await createTestApp();
    const centroStore = await createStore(t.database.db, { slug: 'centro' });
    const norteStore = await createStore(t.database.db, { slug: 'norte' });
    centro = await staffAccess(t, { storeId: centroStore.id, role: 'admin' });
    rider = await staffAccess(t, { storeId: centroStore.id, role: 'delivery' });
    operator = await staffAccess(t, { storeId: centroStore.id, role: 'operator' });
    norte = await staffAccess(t, { storeId: norteStore.id, role: 'admin' });
    await seedDemoSettings(t.database);
    await seedDemoSettings(t.database); // idempotent: the second run changes nothing
  });
  afterAll(() => t.close());

  const get = async <R extends RouteDefinition>(route: R, staff: StaffFixture) =>
    resultOf(route, await t.app.inject({ method: 'GET', url: route.path, headers: staff.headers }));

  it('opens both stores every day at every hour, so the demo takes orders whenever it is tried', async () => {
    for (const staff of [centro, norte]) {
      const { schedules } = await get(storeScheduleRoutes.get, staff);
      expect(new Set(schedules.map((entry) => entry.day)).size).toBe(7);
      for (const day of Day.options) {
        for (let minute = 0; minute < 24 * 60; minute += 1) {
          if (!scheduleCovers(schedules, day, minute)) throw new Error(`cerrada el ${day} al minuto ${minute}`);
        }
      }
    }
  });

  it('enables shipment at 1500 ARS over 8000 ARS with slots, and take-away in CABA', async () => {
    for (const staff of [centro, norte]) {
      const shipment = await get(delivery.getShipment, staff);
      expect(shipment).toMatchObject({ enabled: true, cost: ars(1500), min_amount_items: ars(8000), schedule_enabled: true });
      expect(shipment.schedule.length).toBeGreaterThan(3);
      const takeAway = await get(delivery.getTakeAway, staff);
      expect(takeAway).toMatchObject({ enabled: true, address: { city: 'CABA' } });
      expect(takeAway.address.address_one).not.toBe('');
    }
  });

  it('takes cash and bank transfer (valid-looking account), not Mercado Pago; 25 minutes to prepare', async () => {
    for (const staff of [centro, norte]) {
      expect(await get(payments.getCash, staff)).toEqual({ enabled: true });
      const bank = await get(payments.getBankTransfer, staff);
      expect(bank.enabled && isCuit(bank.cuit) && isCvu(bank.cvu)).toBe(true);
      expect(await get(payments.getMercadoPago, staff)).toEqual({ enabled: false, token: '' });
      expect(await get(storePreparationRoutes.get, staff)).toEqual({ delay: 25 });
    }
  });

  it("gives each store a phone on its profile, which the customers' follow-up page links to", async () => {
    for (const staff of [centro, norte]) {
      expect((await get(storeProfileRoutes.get, staff)).phone).toMatch(/^\+54911\d{8}$/);
    }
  });

  it("gives the stores' staff notification settings fitting their role", async () => {
    const manager = await get(notificationRoutes.get, centro);
    expect(manager.whatsapp?.keys).toContain('order:created');
    expect(manager.push?.keys).toContain('order:created');
    expect(await get(notificationRoutes.get, rider)).toMatchObject({
      whatsapp: { keys: ['order:delivery:rider:assigned:me'] },
      push: { keys: ['order:delivery:rider:assigned:me'] },
    });
    expect(await get(notificationRoutes.get, operator)).toMatchObject({
      whatsapp: null,
      push: { keys: ['order:delivery:rider:assigned:me'] },
    });
    const rows = await t.database.db.selectFrom('notification_settings').select('power_id').execute();
    expect(rows).toHaveLength(4);
  });
});
