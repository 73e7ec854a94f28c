export const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

export interface Options {
  postgresUrl: string;
  /** Reuse `bench_orders_<orders>` (and a kept PGlite folder) between runs: generation only once. */
  keep: boolean;
  orders: number;
  pgliteOrders: number;
  /** Over how many weeks before today the orders are spread. */
  weeks: number;
  /** Seconds per measurement (each call is measured at 1 and at many connections, API and limit). */
  seconds: number;
  /** Call names to run; empty: all. */
  only: string[];
}

/** The flags of a bench's command line: `--name value`, `--name=value` or a bare `--name`. */
export function benchFlags(argv: string[]) {
  const value = (name: string): string | undefined => {
    const index = argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
    if (index < 0) return undefined;
    const arg = argv[index] ?? '';
    if (arg.includes('=')) return arg.slice(arg.indexOf('=') + 1);
    const next = argv[index + 1];
    return next && !next.startsWith('--') ? next : '';
  };
  const wholeNumber = (name: string, text: string): number => {
    const number = Number(text.replace(/_/g, ''));
    if (!Number.isInteger(number) || number <= 0) throw new Error(`--${name} must be a positive whole number, got "${text}"`);
    return number;
  };
  const positive = (name: string, fallback: number): number => {
    const text = value(name);
    return text === undefined ? fallback : wholeNumber(name, text);
  };
  const list = (name: string): string[] =>
    (value(name) ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  return { value, wholeNumber, positive, list };
}

export function readOptions(argv: string[]): Options {
  const { value, positive, list } = benchFlags(argv);
  return {
    postgresUrl: value('postgres') || process.env.BENCH_DATABASE_URL || DEFAULT_POSTGRES,
    keep: value('keep') !== undefined,
    orders: positive('orders', 500_000),
    pgliteOrders: positive('pglite-orders', 100_000),
    weeks: positive('weeks', 26),
    seconds: positive('seconds', 10),
    only: list('only'),
  };
}
