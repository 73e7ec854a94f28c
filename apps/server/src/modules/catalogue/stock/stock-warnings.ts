import type { NewStoreEvent } from '../../events/store-event';

/*
 * 'Avisar con' (issue 20): a stock item at or below its warn_count is low, at zero out. Staff
 * are warned once per crossing: an event is raised only when a change makes the level worse
 * (ok to low, ok or low to out), so repeated sales below the threshold raise nothing until the
 * count goes back above it. Items without a threshold never warn.
 */

export type StockLevel = 'ok' | 'low' | 'out';

export const STOCK_LOW_KIND = 'stock:low';
export const STOCK_OUT_KIND = 'stock:out';

const severity: Record<StockLevel, number> = { ok: 0, low: 1, out: 2 };

export function stockLevel(count: number, warnCount: number | null): StockLevel {
  if (warnCount === null || count > warnCount) return 'ok';
  return count === 0 ? 'out' : 'low';
}

/** One item's count and threshold before and after a change. */
export interface StockChange {
  id: string;
  before: { count: number; warnCount: number | null };
  after: { count: number; warnCount: number | null };
}

/**
 * The store event a change raises, or null: 'stock:low' or 'stock:out' when it makes the level
 * worse. subject_id is the stock item; from and to are the counts.
 */
export function stockWarningEvent(change: StockChange): NewStoreEvent | null {
  const before = stockLevel(change.before.count, change.before.warnCount);
  const after = stockLevel(change.after.count, change.after.warnCount);
  if (severity[after] <= severity[before]) return null;
  return {
    orderId: null,
    kind: after === 'out' ? STOCK_OUT_KIND : STOCK_LOW_KIND,
    action: 'stock',
    field: 'count',
    from: String(change.before.count),
    to: String(change.after.count),
    subjectId: change.id,
  };
}
