import { randomUUID } from 'node:crypto';
import { NotificationsBody } from '@comanda/contract/notifications';
import { type Role, isManager } from '@comanda/contract/roles';
import { ShipmentSettings, TakeAwaySettings } from '@comanda/contract/store/delivery';
import { BankTransferSettings, CashSettings, MercadoPagoSettings } from '@comanda/contract/store/payments';
import { PreparationSettings } from '@comanda/contract/store/preparation';
import { type ScheduleEntry, StoreSchedule, generateScheduleSlots } from '@comanda/contract/store/schedule';
import { ars } from '@comanda/contract/money';
import type { Database, Db } from '../db/database';
import { findStoreBySlug } from '../modules/accounts/accounts.repository';
import { powersWithoutNotificationSettings } from '../modules/notifications/notifications.repository';
import { saveNotifications } from '../modules/notifications/notifications.service';
import { saveShipment, saveTakeAway } from '../modules/store/delivery/delivery.service';
import { saveBankTransfer, saveCash, saveMercadoPago } from '../modules/store/payments/payments.service';
import { savePreparation } from '../modules/store/preparation/preparation.service';
import { getStoreProfile, saveStoreProfile } from '../modules/store/profile/profile.service';
import { saveStoreSchedule } from '../modules/store/schedule/schedule.service';
import { findStoreSettings } from '../modules/store/shared/store-settings.repository';
import { type DemoHours, type DemoSlots, type DemoStoreSettings, demoNotifications, demoStoreSettings } from './settings-demo-data';

const openingEntries = (hours: DemoHours[]): ScheduleEntry[] =>
  hours.flatMap(({ days, from, to }) => days.map((day) => ({ id: randomUUID(), day, start: from, end: to, active: true })));

const slotEntries = (slots: DemoSlots[]): ScheduleEntry[] =>
  slots.flatMap(({ days, from, to, intervalMinutes }) =>
    days.flatMap((day) => generateScheduleSlots({ day, from, to, intervalMinutes, active: true }, randomUUID)),
  );

const demoListenerOf = (role: Role): keyof typeof demoNotifications =>
  isManager(role) ? 'manager' : role === 'operator' || role === 'delivery' ? role : 'initial';

/** One store's settings, written through the services with contract-parsed bodies (as a request). */
async function seedStoreSettings(db: Db, storeId: string, demo: DemoStoreSettings): Promise<void> {
  await saveStoreProfile(db, storeId, { ...(await getStoreProfile(db, storeId)), phone: demo.phone });
  await saveStoreSchedule(db, storeId, StoreSchedule.parse({ schedules: openingEntries(demo.opening) }));
  const shipmentSlots = slotEntries(demo.shipment.slots);
  await saveShipment(
    db,
    storeId,
    ShipmentSettings.parse({
      enabled: true,
      immediate_enabled: true,
      schedule_enabled: shipmentSlots.length > 0,
      schedule: shipmentSlots,
      cost: ars(demo.shipment.cost),
      min_amount_items: ars(demo.shipment.minAmountItems),
    }),
  );
  const takeAwaySlots = slotEntries(demo.takeAway.slots);
  await saveTakeAway(
    db,
    storeId,
    TakeAwaySettings.parse({
      enabled: true,
      address: demo.takeAway.address,
      immediate_enabled: true,
      schedule_enabled: takeAwaySlots.length > 0,
      schedule: takeAwaySlots,
    }),
  );
  await saveCash(db, storeId, CashSettings.parse({ enabled: true }));
  await saveBankTransfer(db, storeId, BankTransferSettings.parse({ enabled: true, ...demo.bankTransfer }));
  await saveMercadoPago(db, storeId, MercadoPagoSettings.parse({ enabled: false }));
  // Last: its row marks the store as seeded (settings exist), so a rerun skips it.
  await savePreparation(db, storeId, PreparationSettings.parse({ delay: demo.preparationDelay }));
}

/**
 * Settings of the demo stores (skipped when a store already has settings) and notification
 * settings of their staff (only powers that have none yet). Idempotent.
 */
export async function seedDemoSettings(database: Database): Promise<void> {
  const db = database.db;
  for (const [slug, demo] of Object.entries(demoStoreSettings)) {
    const store = await findStoreBySlug(db, slug);
    if (!store) continue;
    if (!(await findStoreSettings(db, store.id))) await seedStoreSettings(db, store.id, demo);
    for (const power of await powersWithoutNotificationSettings(db, store.id)) {
      const settings = demoNotifications[demoListenerOf(power.role)];
      const body = NotificationsBody.parse({
        whatsapp: settings.whatsapp && { keys: settings.whatsapp },
        push: settings.push && { keys: settings.push },
      });
      await saveNotifications(db, { powerId: power.id, role: power.role }, body);
    }
  }
}
