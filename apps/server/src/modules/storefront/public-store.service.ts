import { BankTransferSettings } from '@comanda/contract/store/payments';
import type { PublicChannelStatus, PublicStore } from '@comanda/contract/storefront';
import { scheduleCovers, type ScheduleEntry } from '@comanda/contract/store/schedule';
import type { ChannelStatus } from '@comanda/contract/store/status';
import type { Db } from '../../db/database';
import { getShipment, getTakeAway } from '../store/delivery/delivery.service';
import { getBankTransfer, getCash, getMercadoPago } from '../store/payments/payments.service';
import { getPreparation } from '../store/preparation/preparation.service';
import { getStoreSchedule } from '../store/schedule/schedule.service';
import { readStatusHolds, statusFacts } from '../store/status/status.service';
import { channelStatus, extraDelayMinutesAt, type StatusFacts, withinHoursAt } from '../store/status/store-status';
import { getTurn } from '../turn/turn.service';
import { localMoment } from './store-clock';
import { requireStoreBySlug } from './storefront-store';
import type { StorefrontStoreRow } from './storefront-store.repository';

/** The weekly opening hours cover this instant, read on the store's wall clock. */
export function scheduleOpenAt(entries: readonly ScheduleEntry[], now: Date, timeZone: string): boolean {
  const moment = localMoment(now, timeZone);
  return scheduleCovers(entries, moment.day, moment.minuteOfDay);
}

/** What a customer sees that depends on the moment: decided per request from the snapshot. */
export type PublicStoreMoment = Pick<PublicStore, 'open_now' | 'extra_delay' | 'channels'>;

/**
 * The public store as read from the database, without what depends on the moment: it stays
 * right until one of its rows changes, so it can be kept (storefront-cache.ts). open_now, the
 * channels and the extra delay are decided from it at each request (`publicMomentAt`), by the
 * store status rule, so a pause that ran out shows as over at once.
 */
export interface PublicStoreSnapshot {
  storeId: string;
  store: Omit<PublicStore, keyof PublicStoreMoment>;
  facts: StatusFacts;
}

/** What a customer sees of the store, apart from the moment; the Mercado Pago token is never part of it. */
export async function readPublicStore(db: Db, { id, ...profile }: StorefrontStoreRow): Promise<PublicStoreSnapshot> {
  const { schedules } = await getStoreSchedule(db, id);
  const mercadoPago = await getMercadoPago(db, id);
  const bankTransfer = await getBankTransfer(db, id);
  const shipment = await getShipment(db, id);
  const takeAway = await getTakeAway(db, id);
  const turn = await getTurn(db, id);
  const preparationDelay = (await getPreparation(db, id)).delay;
  const facts = statusFacts({
    timeZone: profile.timezone,
    settings: { openingHours: schedules, shipment, takeAway, preparationDelayMinutes: preparationDelay },
    openTurnId: turn?.status === 'opened' ? turn.id : null,
    holds: await readStatusHolds(db, id),
  });
  return {
    storeId: id,
    facts,
    store: {
      ...profile,
      schedules: schedules.filter((entry) => entry.active),
      preparation_delay: preparationDelay,
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

/** A channel as customers see it: no staff names, only when the pause ends. */
const publicChannel = ({ open, reason, accepts_later_slots, pause }: ChannelStatus): PublicChannelStatus => ({
  open,
  reason,
  accepts_later_slots,
  paused_until: pause?.until ?? null,
});

/**
 * open_now (the turn is open and the opening hours cover `now`, as the contract says), each
 * channel's status and the extra minutes at `now`.
 */
export function publicMomentAt({ facts }: PublicStoreSnapshot, now: Date): PublicStoreMoment {
  const within = withinHoursAt(facts, now);
  return {
    open_now: facts.openTurnId !== null && within,
    extra_delay: extraDelayMinutesAt(facts, now),
    channels: {
      shipment: publicChannel(channelStatus(facts, 'shipment', now, within)),
      take_away: publicChannel(channelStatus(facts, 'take_away', now, within)),
    },
  };
}

/** What a customer sees of the store at `now`. */
export async function getPublicStore(db: Db, slug: string, now: Date): Promise<PublicStore> {
  const snapshot = await readPublicStore(db, await requireStoreBySlug(db, slug));
  return { ...snapshot.store, ...publicMomentAt(snapshot, now) };
}
