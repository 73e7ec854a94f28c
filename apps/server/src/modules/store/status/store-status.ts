import { type ScheduleEntry, scheduleCovers } from '@comanda/contract/store/schedule';
import type {
  ChannelPause,
  ChannelStatus,
  ExtraDelay,
  StoreChannel,
  StoreClosedReason,
  StoreStatus,
} from '@comanda/contract/store/status';
import type { ShipmentSettings } from '@comanda/contract/store/delivery';
import { localMoment } from '../../storefront/store-clock';
import { openingWindowAt } from './opening-window';

/*
 * The one rule that says whether the store takes orders (DECISIONS.md "Store status"; decision
 * 018). Pure: everything it reads is in `StatusFacts`, and the moment is a parameter, so the
 * back-office, the live stream and the storefront get the same answer for the same instant, and
 * a pause that ran out is over at once, whether or not anyone announced it yet.
 */

/** What a channel's settings say about taking orders. */
export type ChannelSettings = Pick<ShipmentSettings, 'enabled' | 'immediate_enabled' | 'schedule_enabled'>;

/** Something set during a turn that counts only while that turn is open and `until` has not come. */
export interface Hold {
  turnId: string;
  /** null: until the turn closes. */
  until: Date | null;
  by: string;
  at: Date;
}

export interface PauseHold extends Hold {
  channel: StoreChannel;
}

export interface ExtraDelayHold extends Hold {
  minutes: number;
}

export interface StatusFacts {
  timeZone: string;
  /** The weekly opening hours (inactive entries are skipped). */
  openingHours: readonly ScheduleEntry[];
  channels: Record<StoreChannel, ChannelSettings>;
  preparationDelayMinutes: number;
  /** The open turn's id; null while the turn is closed. */
  openTurnId: string | null;
  pauses: readonly PauseHold[];
  extraDelay: ExtraDelayHold | null;
}

/** An order for now, or for a later slot of the channel's schedule. */
export type OrderTiming = 'immediate' | 'later';

const CHANNELS = ['shipment', 'take_away'] as const satisfies readonly StoreChannel[];

/** The hold counts at `now`: its turn is the open one and its `until` has not come. */
export const holdInForce = (openTurnId: string | null, hold: Hold, now: Date): boolean =>
  hold.turnId === openTurnId && (hold.until === null || hold.until.getTime() > now.getTime());

/** The channel's pause in force at `now`; undefined when it is not paused. */
export function pauseInForce(facts: StatusFacts, channel: StoreChannel, now: Date): PauseHold | undefined {
  return facts.pauses.find((pause) => pause.channel === channel && holdInForce(facts.openTurnId, pause, now));
}

/** The extra delay in force at `now`; undefined when there is none. */
export function extraDelayInForce(facts: StatusFacts, now: Date): ExtraDelayHold | undefined {
  const delay = facts.extraDelay;
  return delay && holdInForce(facts.openTurnId, delay, now) ? delay : undefined;
}

/** The weekly opening hours cover `now` on the store's wall clock (the contract's `scheduleCovers`). */
export function withinHoursAt(facts: StatusFacts, now: Date): boolean {
  const moment = localMoment(now, facts.timeZone);
  return scheduleCovers(facts.openingHours, moment.day, moment.minuteOfDay);
}

/** Minutes added to promised times at `now` (0 when none). */
export const extraDelayMinutesAt = (facts: StatusFacts, now: Date): number => extraDelayInForce(facts, now)?.minutes ?? 0;

/**
 * The first rule an order on the channel fails at `now`, in this order: the channel (and its
 * immediate or scheduled orders) is enabled, the turn is open, the channel is not paused, and,
 * for an immediate order only, the opening hours cover `now`. null: the order may be taken.
 */
export function channelRefusal(
  facts: StatusFacts,
  channel: StoreChannel,
  timing: OrderTiming,
  now: Date,
  withinHours = withinHoursAt(facts, now),
): StoreClosedReason | null {
  const settings = facts.channels[channel];
  const timingEnabled = timing === 'immediate' ? settings.immediate_enabled : settings.schedule_enabled;
  if (!settings.enabled || !timingEnabled) return 'channel_disabled';
  if (facts.openTurnId === null) return 'turn_closed';
  if (pauseInForce(facts, channel, now)) return 'paused';
  if (timing === 'immediate' && !withinHours) return 'outside_hours';
  return null;
}

const iso = (date: Date | null | undefined): string | null => date?.toISOString() ?? null;

function channelPause(pause: PauseHold | undefined): ChannelPause | null {
  return pause ? { by: pause.by, at: pause.at.toISOString(), until: iso(pause.until) } : null;
}

/** The channel at `now` (`withinHours`: `withinHoursAt`, read once for both channels). */
export function channelStatus(facts: StatusFacts, channel: StoreChannel, now: Date, withinHours: boolean): ChannelStatus {
  const reason = channelRefusal(facts, channel, 'immediate', now, withinHours);
  return {
    open: reason === null,
    reason,
    accepts_later_slots: channelRefusal(facts, channel, 'later', now, withinHours) === null,
    pause: channelPause(pauseInForce(facts, channel, now)),
  };
}

function extraDelay(hold: ExtraDelayHold | undefined): ExtraDelay | null {
  return hold ? { minutes: hold.minutes, by: hold.by, at: hold.at.toISOString(), until: iso(hold.until) } : null;
}

/** The earliest of the moments after `now`; null when none. */
function earliest(now: Date, moments: ReadonlyArray<Date | null | undefined>): Date | null {
  let first: Date | null = null;
  for (const moment of moments) {
    if (!moment || moment.getTime() <= now.getTime()) continue;
    if (!first || moment.getTime() < first.getTime()) first = moment;
  }
  return first;
}

/** Whether the store takes orders at `now`, per channel, with the reason and what is in force. */
export function decideStoreStatus(facts: StatusFacts, now: Date): StoreStatus {
  const within = withinHoursAt(facts, now);
  const hours = openingWindowAt(facts.openingHours, now, facts.timeZone, within);
  const shipment = channelStatus(facts, 'shipment', now, within);
  const takeAway = channelStatus(facts, 'take_away', now, within);
  const delay = extraDelayInForce(facts, now);
  const pauses = CHANNELS.map((channel) => pauseInForce(facts, channel, now));
  return {
    at: now.toISOString(),
    open: shipment.open || takeAway.open,
    turn_open: facts.openTurnId !== null,
    within_hours: within,
    opens_at: iso(hours.opensAt),
    closes_at: iso(hours.closesAt),
    shipment,
    take_away: takeAway,
    preparation_delay: facts.preparationDelayMinutes,
    extra_delay: extraDelay(delay),
    next_change_at: iso(earliest(now, [hours.opensAt, hours.closesAt, delay?.until, ...pauses.map((pause) => pause?.until)])),
  };
}
