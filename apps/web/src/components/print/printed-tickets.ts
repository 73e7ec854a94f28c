import type { KeyValueStorage } from '../../lib/key-value-storage';
import { storageKeys } from '../../lib/storage-keys';
import type { TicketKind } from '@comanda/contract/tickets';

/** How many (order, ticket) records the device keeps: a few busy days' worth. */
export const PRINTED_TICKETS_MAX = 500;

/** Automatic attempts per ticket: the first, and one retry of a failure. */
export const AUTO_PRINT_ATTEMPTS = 2;

export interface PrintedTicket {
  order_id: string;
  ticket: TicketKind;
  /** 'printed' by the print host or the browser; 'failed' after a refused automatic attempt. */
  state: 'printed' | 'failed';
  attempts: number;
}

/** Runs `task` while no other tab of this device runs one (Web Locks), so check-and-mark is atomic. */
export type TicketLock = <T>(task: () => Promise<T>) => Promise<T>;

export const AUTO_PRINT_LOCK = 'comanda-auto-print';

/** One queue per page, for browsers without Web Locks (and tests). */
export function createLocalLock(): TicketLock {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

const fallbackLock = createLocalLock();

/** The device-wide lock: every tab of the origin queues on the same name. */
export const webLock: TicketLock = async (task) => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return fallbackLock(task);
  return await locks.request(AUTO_PRINT_LOCK, task);
};

function isRecord(value: unknown): value is PrintedTicket {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.order_id === 'string' &&
    (entry.ticket === 'kitchen' || entry.ticket === 'package') &&
    (entry.state === 'printed' || entry.state === 'failed') &&
    typeof entry.attempts === 'number'
  );
}

/** Read from storage every time: another tab may have written since. */
export function readPrintedTickets(storage: KeyValueStorage): PrintedTicket[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(storageKeys.printedTickets) ?? '[]');
    return Array.isArray(value) ? value.filter(isRecord) : [];
  } catch {
    return [];
  }
}

export function findPrinted(storage: KeyValueStorage, orderId: string, ticket: TicketKind): PrintedTicket | undefined {
  return readPrintedTickets(storage).find((entry) => entry.order_id === orderId && entry.ticket === ticket);
}

/** Replaces the order's record for that ticket, newest last, keeping the latest PRINTED_TICKETS_MAX. */
export function writePrinted(storage: KeyValueStorage, record: PrintedTicket): void {
  const others = readPrintedTickets(storage).filter(
    (entry) => entry.order_id !== record.order_id || entry.ticket !== record.ticket,
  );
  const next = [...others, record].slice(-PRINTED_TICKETS_MAX);
  try {
    storage.setItem(storageKeys.printedTickets, JSON.stringify(next));
  } catch {
    // A full storage forgets; the worst case is a ticket printed again.
  }
}

export function markPrinted(storage: KeyValueStorage, orderId: string, tickets: readonly TicketKind[]): void {
  for (const ticket of tickets) {
    const attempts = findPrinted(storage, orderId, ticket)?.attempts ?? 0;
    writePrinted(storage, { order_id: orderId, ticket, state: 'printed', attempts });
  }
}

export type AutoPrintResult =
  | { status: 'printed' }
  /** Printed already, being handled by another tab, or out of attempts. */
  | { status: 'skipped' }
  | { status: 'failed'; reason: string; attempts: number };

export interface PrintOnceDeps {
  storage: KeyValueStorage;
  lock: TicketLock;
  /** Sends the ticket to the print host; `reason` says why it did not take it. */
  send: () => Promise<{ ok: true } | { ok: false; reason: string }>;
}

/**
 * The once-per-device rule of automatic printing. Under the device-wide lock (held while the
 * print host answers, so another tab waits and then sees the outcome): a ticket printed already
 * is skipped; otherwise it is sent and marked printed only when the print host took it. A failure
 * is recorded: other triggers (another tab, a replayed event) leave it to the tab that failed,
 * which may retry it once (`retry`); after that only 'Imprimir' or the browser print it.
 */
export function printOnce(
  orderId: string,
  ticket: TicketKind,
  deps: PrintOnceDeps,
  { retry = false }: { retry?: boolean } = {},
): Promise<AutoPrintResult> {
  return deps.lock(async () => {
    const entry = findPrinted(deps.storage, orderId, ticket);
    if (entry?.state === 'printed') return { status: 'skipped' };
    if (entry && (!retry || entry.attempts >= AUTO_PRINT_ATTEMPTS)) return { status: 'skipped' };
    const attempts = (entry?.attempts ?? 0) + 1;
    const answer = await deps.send();
    if (answer.ok) {
      writePrinted(deps.storage, { order_id: orderId, ticket, state: 'printed', attempts });
      return { status: 'printed' };
    }
    writePrinted(deps.storage, { order_id: orderId, ticket, state: 'failed', attempts });
    return { status: 'failed', reason: answer.reason, attempts };
  });
}
