import type { ChannelPause, ChannelStatus, StoreChannel, StoreStatus } from '@comanda/contract/store/status';
import { pauseTargetLabel } from '@comanda/contract/store/status';
import { formatTimeIn } from '../../lib/format';
import { messages } from '../../lib/messages';
import { dayjs } from '../../lib/zoned-dayjs';

const text = messages.storeStatus;

/**
 * The badge's colour family: every channel that is enabled takes orders ('open'), some do and
 * some are paused ('partial'), none does because of a pause ('paused'), or none does for another
 * reason ('closed': turn closed, outside the hours, no channel enabled).
 */
export type StoreStatusTone = 'open' | 'partial' | 'paused' | 'closed';

export interface StoreStatusSummary {
  tone: StoreStatusTone;
  /** What the badge says: 'Abierta', 'Pausada hasta 21:40', 'Fuera de horario (abre 19:00)'... */
  text: string;
  /** The phone's word for it ('Abierta', 'Pausada', 'Cerrada'); the full text stays for readers. */
  short: string;
}

export const CHANNELS = ['shipment', 'take_away'] as const satisfies readonly StoreChannel[];

/** 'hasta 21:40' (store clock) or 'hasta cerrar el turno'. */
export function pauseEnd(pause: Pick<ChannelPause, 'until'>, timeZone: string | undefined): string {
  return pause.until === null ? text.untilTurnCloses : text.until(formatTimeIn(pause.until, timeZone));
}

/** '19:00' when the hours open later the same day (store clock), 'lun 19:00' on another day. */
export function opensWhen(opensAt: string, at: string, timeZone: string | undefined): string {
  const zoned = (value: string) => (timeZone ? dayjs(value).tz(timeZone) : dayjs(value));
  const opens = zoned(opensAt);
  const time = formatTimeIn(opensAt, timeZone);
  if (opens.isSame(zoned(at), 'day')) return time;
  return text.opensOn(text.weekdays[opens.day()] ?? '', time);
}

const isEnabled = (channel: ChannelStatus) => channel.reason !== 'channel_disabled';

/** The badge of a store status: whether customers can order now and, if not, why and until when. */
export function summarizeStoreStatus(status: StoreStatus, timeZone: string | undefined): StoreStatusSummary {
  const base = baseSummary(status, timeZone);
  if (!status.extra_delay || base.tone === 'closed') return base;
  return { ...base, text: text.withExtra(base.text, text.extra(status.extra_delay.minutes)) };
}

function baseSummary(status: StoreStatus, timeZone: string | undefined): StoreStatusSummary {
  const closed = (label: string): StoreStatusSummary => ({ tone: 'closed', text: label, short: text.short.closed });
  if (!status.turn_open) return closed(text.turnClosed);

  const enabled = CHANNELS.filter((channel) => isEnabled(status[channel]));
  if (enabled.length === 0) return closed(text.noChannels);
  const open = enabled.filter((channel) => status[channel].open);
  const paused = enabled.filter((channel) => status[channel].reason === 'paused');
  const pausedText = (channel: StoreChannel) =>
    text.channelPaused(pauseTargetLabel[channel], pauseEnd(status[channel].pause ?? { until: null }, timeZone));

  if (open.length === 0) {
    if (paused.length === enabled.length) {
      const ends = new Set(paused.map((channel) => status[channel].pause?.until ?? null));
      // Both paused until the same moment read as the store's pause.
      const [first] = paused;
      if (ends.size === 1 && first) {
        return {
          tone: 'paused',
          text: text.paused(pauseEnd(status[first].pause ?? { until: null }, timeZone)),
          short: text.short.paused,
        };
      }
      return { tone: 'paused', text: paused.map(pausedText).join(' · '), short: text.short.paused };
    }
    // Not paused and not open: outside the opening hours (the only other reason left).
    return closed(
      status.opens_at ? text.outsideHoursOpens(opensWhen(status.opens_at, status.at, timeZone)) : text.outsideHours,
    );
  }

  const [onePaused] = paused;
  if (onePaused) {
    return {
      tone: 'partial',
      text: paused.map(pausedText).join(' · '),
      short: text.short.channelPaused(pauseTargetLabel[onePaused]),
    };
  }
  const [onlyOpen] = open;
  if (enabled.length < CHANNELS.length && onlyOpen) {
    return { tone: 'open', text: text.onlyChannel(pauseTargetLabel[onlyOpen]), short: text.short.open };
  }
  return { tone: 'open', text: text.open, short: text.short.open };
}
