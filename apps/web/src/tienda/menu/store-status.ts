import type { PublicChannelStatus, PublicStore } from '@comanda/contract/storefront';

/*
 * The store header's status line, from the public store's `channels` (the same rule that refuses
 * orders, the back-office's answer): open, paused, outside hours (with when it opens), closed.
 */

export type StatusTone = 'open' | 'paused' | 'closed';

export interface StoreStatusView {
  tone: StatusTone;
  title: string;
  /** A second line: which channels, until when, when it opens, later orders. */
  details: string[];
}

type StatusInput = Pick<PublicStore, 'channels' | 'schedules' | 'timezone'>;

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const DAY_NAMES: Record<(typeof DAYS)[number], string> = {
  mon: 'lunes',
  tue: 'martes',
  wed: 'miércoles',
  thu: 'jueves',
  fri: 'viernes',
  sat: 'sábado',
  sun: 'domingo',
};
const WEEKDAY_INDEX: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

interface WallClock {
  day: number;
  minutes: number;
}

/** The store's weekday (0 = Monday) and minute of the day at `now`. */
export function wallClock(now: Date, timeZone: string): WallClock {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now);
  } catch {
    parts = new Intl.DateTimeFormat('en-US', { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '0';
  return {
    day: WEEKDAY_INDEX[part('weekday')] ?? 0,
    minutes: (Number(part('hour')) % 24) * 60 + Number(part('minute')),
  };
}

const toMinutes = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

const clockText = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** 'hoy a las 19:00', 'mañana a las 11:30', 'el viernes a las 19:00'; null without active hours. */
export function nextOpeningText(schedules: StatusInput['schedules'], timeZone: string, now: Date): string | null {
  const clock = wallClock(now, timeZone);
  let best: { inDays: number; start: number } | null = null;
  for (const entry of schedules) {
    if (!entry.active) continue;
    const entryDay = DAYS.indexOf(entry.day);
    if (entryDay < 0) continue;
    const start = toMinutes(entry.start);
    let inDays = (entryDay - clock.day + 7) % 7;
    if (inDays === 0 && start <= clock.minutes) inDays = 7;
    if (!best || inDays < best.inDays || (inDays === best.inDays && start < best.start)) best = { inDays, start };
  }
  if (!best) return null;
  const at = `a las ${clockText(best.start)}`;
  if (best.inDays === 0) return `hoy ${at}`;
  if (best.inDays === 1) return `mañana ${at}`;
  const day = DAYS[(clock.day + best.inDays) % 7] ?? 'mon';
  return `el ${DAY_NAMES[day]} ${at}`;
}

function pausedUntilText(channels: PublicChannelStatus[], timeZone: string): string {
  const ends = channels.map((channel) => channel.paused_until).filter((until): until is string => until !== null);
  if (ends.length === 0 || ends.length < channels.length) return 'Volvé a intentar en un rato';
  const latest = Math.max(...ends.map((until) => Date.parse(until)));
  if (!Number.isFinite(latest)) return 'Volvé a intentar en un rato';
  return `Vuelve a tomar pedidos a las ${clockText(wallClock(new Date(latest), timeZone).minutes)}`;
}

export function storeStatusView(store: StatusInput, now: Date = new Date()): StoreStatusView {
  const { shipment, take_away: takeAway } = store.channels;
  const offered = [shipment, takeAway].filter((channel) => channel.reason !== 'channel_disabled');
  const later = offered.some((channel) => channel.accepts_later_slots) ? 'Podés pedir para más tarde' : null;

  if (shipment.open || takeAway.open) {
    const details: string[] = [];
    if (shipment.open && takeAway.open) details.push('Envío a domicilio y retiro en el local');
    else if (shipment.open) details.push(takeAway.reason === 'paused' ? 'Envío a domicilio (retiro en pausa)' : 'Envío a domicilio');
    else details.push(shipment.reason === 'paused' ? 'Retiro en el local (envío en pausa)' : 'Retiro en el local');
    return { tone: 'open', title: 'Abierto', details };
  }
  if (offered.length === 0) {
    return { tone: 'closed', title: 'Cerrado', details: ['La tienda no está tomando pedidos'] };
  }
  const reasons = new Set(offered.map((channel) => channel.reason));
  const withLater = (details: string[]) => (later ? [...details, later] : details);
  if (reasons.has('paused') && offered.every((channel) => channel.reason === 'paused')) {
    return { tone: 'paused', title: 'En pausa', details: withLater([pausedUntilText(offered, store.timezone)]) };
  }
  if (reasons.has('outside_hours')) {
    const opens = nextOpeningText(store.schedules, store.timezone, now);
    return { tone: 'closed', title: 'Fuera de horario', details: withLater([opens ? `Abre ${opens}` : 'Sin horario de atención cargado']) };
  }
  if (reasons.has('paused')) {
    return { tone: 'paused', title: 'En pausa', details: withLater([pausedUntilText(offered.filter((c) => c.reason === 'paused'), store.timezone)]) };
  }
  return { tone: 'closed', title: 'Cerrado', details: withLater(['No está tomando pedidos en este momento']) };
}
