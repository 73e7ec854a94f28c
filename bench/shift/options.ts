import { benchFlags, DEFAULT_POSTGRES } from '../orders/options';

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
  const { value, wholeNumber, positive, list } = benchFlags(argv);
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
