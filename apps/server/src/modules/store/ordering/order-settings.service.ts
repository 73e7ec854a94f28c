import type { ShipmentSettings, TakeAwaySettings } from '@comanda/contract/store/delivery';
import type { BankTransferSettings } from '@comanda/contract/store/payments';
import type { ScheduleEntry } from '@comanda/contract/store/schedule';
import type { Db } from '../../../db/database';
import { shipmentOf, takeAwayOf } from '../delivery/delivery.service';
import { bankTransferOf, cashOf, mercadoPagoOf } from '../payments/payments.service';
import { preparationOf } from '../preparation/preparation.service';
import { findSettingsWithSchedules, type SettingsWithSchedules } from './order-settings.repository';

/** Every setting an order is checked against, as the settings calls answer them. */
export interface OrderSettings {
  openingHours: ScheduleEntry[];
  shipment: ShipmentSettings;
  takeAway: TakeAwaySettings;
  preparationDelayMinutes: number;
  cash: boolean;
  mercadoPago: boolean;
  bankTransfer: BankTransferSettings;
}

/** The order's settings out of the row and schedules a statement read (the storefront reads them with the rest). */
export function orderSettingsOf({ row, schedules }: SettingsWithSchedules): OrderSettings {
  return {
    openingHours: schedules.opening,
    shipment: shipmentOf(row, schedules.shipment),
    takeAway: takeAwayOf(row, schedules.take_away),
    preparationDelayMinutes: preparationOf(row).delay,
    cash: cashOf(row).enabled,
    mercadoPago: mercadoPagoOf(row).enabled,
    bankTransfer: bankTransferOf(row),
  };
}

/** What placing an order reads of the store's settings, in one statement. */
export async function getOrderSettings(db: Db, storeId: string): Promise<OrderSettings> {
  return orderSettingsOf(await findSettingsWithSchedules(db, storeId));
}

/** The same read as part of a caller's larger statement: `ss.*` of a left join and the schedules' JSON column. */
export {
  scheduleEntriesJson,
  type SettingsWithEntriesRow,
  type SettingsWithSchedules,
  settingsFromRow,
} from './order-settings.repository';
