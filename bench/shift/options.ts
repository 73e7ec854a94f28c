import { DEFAULT_POSTGRES } from '../orders/options';

export interface ShiftOptions {
  postgresUrl: string;
  /** Use (and keep) `bench_orders_<orders>`, the database bench:orders keeps: generation only once. */
  keep: boolean;
  /** Orders of the measured store. */
  orders: number;
  /** Over how many weeks before today new orders are spread (a kept database keeps its own spread). */
  weeks: number;
  seconds: number;
  connections: number[];
  /** Call names to run; empty: all. */
  only: string[];
}

export function readShiftOptions(argv: string[]): ShiftOptions {
  const value = (name: string): string | undefined => {
    const index = argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
    if (index < 0) return undefined;
    const arg = argv[index] ?? '';
    if (arg.includes('=')) return arg.slice(arg.indexOf('=') + 1);
    const next = argv[index + 1];
    return next && !next.startsWith('--') ? next : '';
  };
  const wholeNumber = (name: string, text: string) => {
    const number = Number(text.replace(/_/g, ''));
    if (!Number.isInteger(number) || number <= 0) throw new Error(`--${name} must be a positive whole number, got "${text}"`);
    return number;
  };
  const positive = (name: string, fallback: number) => {
    const text = value(name);
    return text === undefined ? fallback : wholeNumber(name, text);
  };
  const list = (name: string) => (value(name) ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  const connections = list('connections').map((text) => wholeNumber('connections', text));
  return {
    postgresUrl: value('postgres') || process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES,
    keep: value('keep') !== undefined,
    orders: positive('orders', 500_000),
    weeks: positive('weeks', 52),
    seconds: positive('seconds', 10),
    connections: connections.length > 0 ? connections : [1, 10],
    only: list('only'),
  };
}
