/** The simulator's command-line values: a rate ('2/min') and a duration ('30m', '1h30m'). */

export class OptionError extends Error {}

const rateUnits: Record<string, number> = {
  s: 1_000,
  seg: 1_000,
  sec: 1_000,
  min: 60_000,
  m: 60_000,
  h: 3_600_000,
  hora: 3_600_000,
};

/** Fastest rate accepted: more would measure the laptop, not show a dinner rush. */
export const MAX_ORDERS_PER_SECOND = 50;
export const MAX_DURATION_MS = 24 * 3_600_000;

const RATE_EXAMPLE = 'use pedidos por unidad de tiempo, ej. 2/min, 10/s o 30/h';
const DURATION_EXAMPLE = 'use una duracion como 30m, 90s, 2h o 1h30m';

/** '2/min' -> 30000: the milliseconds between two orders. */
export function parseRate(text: string): number {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*\/\s*([a-z]+)\s*$/i.exec(text);
  const count = match ? Number(match[1]?.replace(',', '.')) : NaN;
  const unit = match ? rateUnits[match[2]?.toLowerCase() ?? ''] : undefined;
  if (!match || unit === undefined || !(count > 0)) throw new OptionError(`"${text}" no es una frecuencia: ${RATE_EXAMPLE}`);
  const intervalMs = unit / count;
  if (intervalMs < 1_000 / MAX_ORDERS_PER_SECOND) {
    throw new OptionError(`"${text}" es demasiado rapido: como mucho ${MAX_ORDERS_PER_SECOND}/s`);
  }
  return intervalMs;
}

const durationUnits: Record<string, number> = { h: 3_600_000, m: 60_000, min: 60_000, s: 1_000 };

/** '1h30m' -> 5400000 milliseconds. */
export function parseDuration(text: string): number {
  const compact = text.trim().toLowerCase();
  const parts = [...compact.matchAll(/(\d+)\s*(min|h|m|s)/g)];
  const whole = parts.map((part) => part[0]).join('').replace(/\s+/g, '');
  if (parts.length === 0 || whole !== compact.replace(/\s+/g, '')) {
    throw new OptionError(`"${text}" no es una duracion: ${DURATION_EXAMPLE}`);
  }
  const ms = parts.reduce((sum, part) => sum + Number(part[1]) * (durationUnits[part[2] ?? ''] ?? 0), 0);
  if (ms <= 0) throw new OptionError(`"${text}" no es una duracion: ${DURATION_EXAMPLE}`);
  if (ms > MAX_DURATION_MS) throw new OptionError(`"${text}" es demasiado largo: como mucho 24h`);
  return ms;
}

/** The running server's address: http or https, without a path. */
export function parseBaseUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new OptionError(`"${text}" no es una direccion: use por ejemplo http://127.0.0.1:8080`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OptionError(`"${text}" debe empezar con http:// o https://`);
  }
  return url.origin;
}

/** 30000 -> '2 por minuto'; 100 -> '10 por segundo'. */
export function describeRate(intervalMs: number): string {
  const perSecond = 1_000 / intervalMs;
  const round = (value: number) => String(Math.round(value * 100) / 100).replace('.', ',');
  if (perSecond >= 1) return `${round(perSecond)} por segundo`;
  if (perSecond * 60 >= 1) return `${round(perSecond * 60)} por minuto`;
  return `${round(perSecond * 3600)} por hora`;
}

/** 5400000 -> '1 h 30 min'. */
export function describeDuration(ms: number): string {
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  const seconds = Math.round((ms % 60_000) / 1_000);
  return [hours ? `${hours} h` : '', minutes ? `${minutes} min` : '', seconds ? `${seconds} s` : ''].filter(Boolean).join(' ');
}
