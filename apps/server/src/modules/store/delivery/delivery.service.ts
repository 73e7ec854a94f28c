import { ShipmentSettings, TakeAwaySettings } from '@comanda/contract/store/delivery';
import type { ScheduleEntry } from '@comanda/contract/store/schedule';
import type { Db } from '../../../db/database';
import { amountFromNumeric, numericFromAmount } from '../../../db/numeric';
import { findScheduleEntries, replaceScheduleEntries } from '../shared/schedule-entries.repository';
import { findStoreSettings, type StoreSettingsRow, upsertStoreSettings } from '../shared/store-settings.repository';

/** Shipment ('Envio'); never saved: disabled, no slots, cost and minimum 0 ARS. */
export async function getShipment(db: Db, storeId: string): Promise<ShipmentSettings> {
  return shipmentOf(await findStoreSettings(db, storeId), await findScheduleEntries(db, storeId, 'shipment'));
}

/** Shipment from the settings row (undefined: never saved) and its slots. */
export function shipmentOf(row: StoreSettingsRow | undefined, schedule: ScheduleEntry[]): ShipmentSettings {
  if (!row) return ShipmentSettings.parse({ schedule });
  return {
    enabled: row.shipment_enabled,
    immediate_enabled: row.shipment_immediate_enabled,
    schedule_enabled: row.shipment_schedule_enabled,
    schedule,
    cost: { currency: row.shipment_currency, amount: amountFromNumeric(row.shipment_cost) },
    min_amount_items: {
      currency: row.shipment_min_amount_items_currency,
      amount: amountFromNumeric(row.shipment_min_amount_items),
    },
  };
}

/** Saves the flags, money and slots together (one transaction) and answers what was saved. */
export async function saveShipment(db: Db, storeId: string, body: ShipmentSettings): Promise<ShipmentSettings> {
  return db.transaction().execute(async (trx) => {
    await upsertStoreSettings(trx, storeId, {
      shipment_enabled: body.enabled,
      shipment_immediate_enabled: body.immediate_enabled,
      shipment_schedule_enabled: body.schedule_enabled,
      shipment_currency: body.cost.currency,
      shipment_cost: numericFromAmount(body.cost.amount),
      shipment_min_amount_items_currency: body.min_amount_items.currency,
      shipment_min_amount_items: numericFromAmount(body.min_amount_items.amount),
    });
    await replaceScheduleEntries(trx, storeId, 'shipment', body.schedule);
    return getShipment(trx, storeId);
  });
}

/** Take-away ('Retiro'); never saved: disabled, no slots, an empty address. */
export async function getTakeAway(db: Db, storeId: string): Promise<TakeAwaySettings> {
  return takeAwayOf(await findStoreSettings(db, storeId), await findScheduleEntries(db, storeId, 'take_away'));
}

/** Take-away from the settings row (undefined: never saved) and its slots. */
export function takeAwayOf(row: StoreSettingsRow | undefined, schedule: ScheduleEntry[]): TakeAwaySettings {
  if (!row) return TakeAwaySettings.parse({ address: {}, schedule });
  return {
    enabled: row.take_away_enabled,
    address: {
      city: row.take_away_city,
      address_one: row.take_away_address_one,
      address_two: row.take_away_address_two,
      indications: row.take_away_indications,
    },
    immediate_enabled: row.take_away_immediate_enabled,
    schedule_enabled: row.take_away_schedule_enabled,
    schedule,
  };
}

export async function saveTakeAway(db: Db, storeId: string, body: TakeAwaySettings): Promise<TakeAwaySettings> {
  return db.transaction().execute(async (trx) => {
    await upsertStoreSettings(trx, storeId, {
      take_away_enabled: body.enabled,
      take_away_immediate_enabled: body.immediate_enabled,
      take_away_schedule_enabled: body.schedule_enabled,
      take_away_city: body.address.city,
      take_away_address_one: body.address.address_one,
      take_away_address_two: body.address.address_two,
      take_away_indications: body.address.indications,
    });
    await replaceScheduleEntries(trx, storeId, 'take_away', body.schedule);
    return getTakeAway(trx, storeId);
  });
}
