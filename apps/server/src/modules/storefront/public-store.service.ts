import { BankTransferSettings } from '@comanda/contract/store/payments';
import type { PublicStore } from '@comanda/contract/storefront';
import { scheduleCovers, type ScheduleEntry } from '@comanda/contract/store/schedule';
import type { Db } from '../../db/database';
import { getShipment, getTakeAway } from '../store/delivery/delivery.service';
import { getBankTransfer, getCash, getMercadoPago } from '../store/payments/payments.service';
import { getPreparation } from '../store/preparation/preparation.service';
import { getStoreSchedule } from '../store/schedule/schedule.service';
import { getTurn } from '../turn/turn.service';
import { localMoment } from './store-clock';
import { requireStoreBySlug } from './storefront-store';

/** The weekly opening hours cover this instant, read on the store's wall clock. */
export function scheduleOpenAt(entries: readonly ScheduleEntry[], now: Date, timeZone: string): boolean {
  const moment = localMoment(now, timeZone);
  return scheduleCovers(entries, moment.day, moment.minuteOfDay);
}

/** Immediate orders are taken: the turn is open and the opening hours cover `now`. */
export async function isOpenNow(db: Db, storeId: string, timeZone: string, now: Date): Promise<boolean> {
  const turn = await getTurn(db, storeId);
  if (turn?.status !== 'opened') return false;
  const { schedules } = await getStoreSchedule(db, storeId);
  return scheduleOpenAt(schedules, now, timeZone);
}

/** What a customer sees of the store; the Mercado Pago token is never part of it. */
export async function getPublicStore(db: Db, slug: string, now: Date): Promise<PublicStore> {
  const { id, ...profile } = await requireStoreBySlug(db, slug);
  const { schedules } = await getStoreSchedule(db, id);
  const mercadoPago = await getMercadoPago(db, id);
  const bankTransfer = await getBankTransfer(db, id);
  const shipment = await getShipment(db, id);
  const takeAway = await getTakeAway(db, id);
  return {
    ...profile,
    open_now: await isOpenNow(db, id, profile.timezone, now),
    schedules: schedules.filter((entry) => entry.active),
    preparation_delay: (await getPreparation(db, id)).delay,
    delivery: {
      shipment: { ...shipment, schedule: shipment.schedule.filter((entry) => entry.active) },
      take_away: { ...takeAway, schedule: takeAway.schedule.filter((entry) => entry.active) },
    },
    payments: {
      cash: await getCash(db, id),
      // The account is shown only while customers may pay into it.
      bank_transfer: bankTransfer.enabled ? bankTransfer : BankTransferSettings.parse({}),
      mercado_pago: { enabled: mercadoPago.enabled },
    },
  };
}
