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
import type { StorefrontStoreRow } from './storefront-store.repository';

/** The weekly opening hours cover this instant, read on the store's wall clock. */
export function scheduleOpenAt(entries: readonly ScheduleEntry[], now: Date, timeZone: string): boolean {
  const moment = localMoment(now, timeZone);
  return scheduleCovers(entries, moment.day, moment.minuteOfDay);
}

/**
 * The public store as read from the database, without what depends on the moment: it stays
 * right until one of its rows changes, so it can be kept (storefront-cache.ts). open_now is
 * decided from it at each request (`openNowAt`).
 */
export interface PublicStoreSnapshot {
  storeId: string;
  store: Omit<PublicStore, 'open_now'>;
  turnOpened: boolean;
}

/** What a customer sees of the store, apart from open_now; the Mercado Pago token is never part of it. */
export async function readPublicStore(db: Db, { id, ...profile }: StorefrontStoreRow): Promise<PublicStoreSnapshot> {
  const { schedules } = await getStoreSchedule(db, id);
  const mercadoPago = await getMercadoPago(db, id);
  const bankTransfer = await getBankTransfer(db, id);
  const shipment = await getShipment(db, id);
  const takeAway = await getTakeAway(db, id);
  const turn = await getTurn(db, id);
  return {
    storeId: id,
    turnOpened: turn?.status === 'opened',
    store: {
      ...profile,
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
    },
  };
}

/** Immediate orders are taken at `now`: the turn is open and the opening hours cover it. */
export function openNowAt(snapshot: PublicStoreSnapshot, now: Date): boolean {
  return snapshot.turnOpened && scheduleOpenAt(snapshot.store.schedules, now, snapshot.store.timezone);
}

/** What a customer sees of the store at `now`. */
export async function getPublicStore(db: Db, slug: string, now: Date): Promise<PublicStore> {
  const snapshot = await readPublicStore(db, await requireStoreBySlug(db, slug));
  return { ...snapshot.store, open_now: openNowAt(snapshot, now) };
}
