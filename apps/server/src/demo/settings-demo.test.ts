import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationRoutes } from '@comanda/contract/notifications';
import { ars } from '@comanda/contract/money';
import { storeDeliveryRoutes as delivery } from '@comanda/contract/store/delivery';
import { isCuit, isCvu, storePaymentRoutes as payments } from '@comanda/contract/store/payments';
import { storePreparationRoutes } from '@comanda/contract/store/preparation';
import { scheduleCovers, storeScheduleRoutes } from '@comanda/contract/store/schedule';
import type { RouteDefinition } from '@comanda/contract/route';
import { createStore, staffAccess, type StaffFixture } from '../testing/fixtures';
import { createTestApp, resultOf, type TestApp } from '../testing/test-app';
import { seedDemoSettings } from './settings-demo';

describe('demo settings', () => {
  let t: TestApp;
  let centro: StaffFixture;
  let rider: StaffFixture;
  let norte: StaffFixture;
  beforeAll(async () => {
    t = await createTestApp();
    const centroStore = await createStore(t.database.db, { slug: 'centro' });
    const norteStore = await createStore(t.database.db, { slug: 'norte' });
    centro = await staffAccess(t, { storeId: centroStore.id, role: 'admin' });
    rider = await staffAccess(t, { storeId: centroStore.id, role: 'delivery' });
    norte = await staffAccess(t, { storeId: norteStore.id, role: 'admin' });
    await seedDemoSettings(t.database);
    await seedDemoSettings(t.database); // idempotent: the second run changes nothing
  });
  afterAll(() => t.close());

  const get = async <R extends RouteDefinition>(route: R, staff: StaffFixture) =>
    resultOf(route, await t.app.inject({ method: 'GET', url: route.path, headers: staff.headers }));

  it('opens centro Tuesday to Sunday for lunch and dinner, closed on Mondays', async () => {
    const { schedules } = await get(storeScheduleRoutes.get, centro);
    expect(schedules).toHaveLength(12);
    expect(scheduleCovers(schedules, 'sat', 12 * 60)).toBe(true);
    expect(scheduleCovers(schedules, 'fri', 23 * 60 + 30)).toBe(true);
    expect(scheduleCovers(schedules, 'sat', 17 * 60)).toBe(false);
    expect(scheduleCovers(schedules, 'mon', 12 * 60)).toBe(false);
    expect((await get(storeScheduleRoutes.get, norte)).schedules.length).toBeGreaterThan(0);
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

  it("gives the stores' staff notification settings fitting their role", async () => {
    const manager = await get(notificationRoutes.get, centro);
    expect(manager.whatsapp?.keys).toContain('order:created');
    expect(manager.push?.keys).toContain('order:created');
    expect(await get(notificationRoutes.get, rider)).toMatchObject({
      whatsapp: { keys: ['order:delivery:rider:assigned:me'] },
      push: { keys: ['order:delivery:rider:assigned:me'] },
    });
    const rows = await t.database.db.selectFrom('notification_settings').select('power_id').execute();
    expect(rows).toHaveLength(3);
  });
});
