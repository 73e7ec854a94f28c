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

export const AUTO_PRINT_LOCK = 'comanda-auto-print';

/**
 * What makes the tabs of this device agree. `exclusive` runs a task while no other tab runs one.
 * `claim` takes an (order, ticket) for as long as the page lives, false when a page holds it
 * already: localStorage alone does not do, since Chromium hands a tab another tab's write a
 * moment later, and a tab reading within that moment would print again; the lock manager
 * answers every tab alike at once. localStorage keeps what was printed across reloads.
 */
export interface TicketLocks {
  exclusive<T>(task: () => Promise<T>): Promise<T>;
  /** Call it inside `exclusive`. */
  claim(key: string): Promise<boolean>;
}

/** One page's locks, for browsers without Web Locks (and tests, where "tabs" share one). */
export function createLocalLocks(): TicketLocks {
  let tail: Promise<unknown> = Promise.resolve();
  const claimed = new Set<string>();
  return {
    exclusive(task) {
      const run = tail.then(task, task);
      tail = run.catch(() => undefined);
      return run;
    },
    claim(key) {
      if (claimed.has(key)) return Promise.resolve(false);
      claimed.add(key);
      return Promise.resolve(true);
    },
  };
}

let pageLocks: TicketLocks | undefined;

/** The device's Web Locks ('comanda-auto-print', and one per claimed ticket, held until the page goes). */
export function webLocks(): TicketLocks {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return (pageLocks ??= createLocalLocks());
  return {
    async exclusive(task) {
      return await locks.request(AUTO_PRINT_LOCK, task);
    },
    claim: (key) =>
      new Promise<boolean>((resolve) => {
        void locks.request(`${AUTO_PRINT_LOCK}:${key}`, { ifAvailable: true }, (lock) => {
          resolve(lock !== null);
          return lock ? new Promise<never>(() => undefined) : undefined;
        });
      }),
  };
}

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
  locks: TicketLocks;
  /** Sends the ticket to the print host; `reason` says why it did not take it. */
  send: () => Promise<{ ok: true } | { ok: false; reason: string }>;
}

/**
 * The once-per-device rule of automatic printing. Under the device-wide lock (held while the
 * print host answers): a ticket recorded printed, or claimed by another open tab, is skipped;
 * otherwise this page claims it, sends it and records it printed only when the print host took
 * it. A failure is recorded and stays with the tab that failed (other triggers skip it), which
 * may retry it once (`retry`); after that only 'Imprimir' or the browser print it.
 */
export function printOnce(
  orderId: string,
  ticket: TicketKind,
  deps: PrintOnceDeps,
  { retry = false }: { retry?: boolean } = {},
): Promise<AutoPrintResult> {
  return deps.locks.exclusive(async () => {
    const entry = findPrinted(deps.storage, orderId, ticket);
    if (entry?.state === 'printed') return { status: 'skipped' };
    const tried = entry?.attempts ?? (retry ? 1 : 0);
    if (retry ? tried >= AUTO_PRINT_ATTEMPTS : entry !== undefined) return { status: 'skipped' };
    if (!retry && !(await deps.locks.claim(`${orderId}:${ticket}`))) return { status: 'skipped' };
    const attempts = tried + 1;
    const answer = await deps.send();
    if (answer.ok) {
      writePrinted(deps.storage, { order_id: orderId, ticket, state: 'printed', attempts });
      return { status: 'printed' };
    }
    writePrinted(deps.storage, { order_id: orderId, ticket, state: 'failed', attempts });
    return { status: 'failed', reason: answer.reason, attempts };
  });
}
