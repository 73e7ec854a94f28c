import { currentQueryContext, type QueryPriority } from './query-priority';

/**
 * An anonymous query that has waited this long goes before the next staff query (one at a
 * time, so staff still get every other turn): anonymous work is slowed, never stopped.
 */
export const ANONYMOUS_MAX_WAIT_MS = 200;

interface Waiter {
  startedAt: number;
  enqueuedAt: number;
  seq: number;
  grant: () => void;
}

/** Inserts keeping the queue ordered by the work's start, then by arrival. */
function insertOrdered(queue: Waiter[], waiter: Waiter): void {
  let index = queue.length;
  while (index > 0) {
    const before = queue[index - 1] as Waiter;
    if (before.startedAt < waiter.startedAt || (before.startedAt === waiter.startedAt && before.seq < waiter.seq)) break;
    index -= 1;
  }
  queue.splice(index, 0, waiter);
}

/**
 * Who gets the embedded database's one connection next. First-come-first-served per query
 * makes a request of n queries wait n times behind everything queued meanwhile, so 100 catalogue
 * readers could hold a staff member's order list for seconds. Instead:
 * - staff queries go before anonymous ones;
 * - within each, the query of the work that started first goes first, so a request that has
 *   begun finishes before later ones take the connection (short, predictable waits);
 * - an anonymous query that waited ANONYMOUS_MAX_WAIT_MS goes next, but never twice in a row
 *   while staff wait: under any load each side gets at least every other turn.
 * Work outside a request (the event hub's reads, start-up) counts as staff, started when it asks.
 */
export class FairConnectionQueue {
  private busy = false;
  private seq = 0;
  private readonly queues: Record<QueryPriority, Waiter[]> = { staff: [], anonymous: [] };
  private lastWasOverdueAnonymous = false;

  /** Resolves once the caller holds the connection; `release` hands it on. */
  acquire(): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    const context = currentQueryContext();
    const now = performance.now();
    return new Promise((grant) => {
      insertOrdered(this.queues[context?.priority ?? 'staff'], {
        startedAt: context?.startedAt ?? now,
        enqueuedAt: now,
        seq: (this.seq += 1),
        grant,
      });
    });
  }

  release(): void {
    const next = this.next();
    if (next) next.grant();
    else this.busy = false;
  }

  /** Queued queries (for tests and diagnostics). */
  get waiting(): number {
    return this.queues.staff.length + this.queues.anonymous.length;
  }

  private next(): Waiter | undefined {
    const { staff, anonymous } = this.queues;
    const oldestAnonymous = anonymous.reduce<Waiter | undefined>(
      (oldest, waiter) => (oldest && oldest.enqueuedAt <= waiter.enqueuedAt ? oldest : waiter),
      undefined,
    );
    const overdue = oldestAnonymous !== undefined && performance.now() - oldestAnonymous.enqueuedAt >= ANONYMOUS_MAX_WAIT_MS;
    if (staff.length > 0 && !(overdue && !this.lastWasOverdueAnonymous)) {
      this.lastWasOverdueAnonymous = false;
      return staff.shift();
    }
    if (anonymous.length === 0) return undefined;
    this.lastWasOverdueAnonymous = overdue && staff.length > 0;
    // The head is the work that started first; an overdue query is served even if younger.
    const head = overdue && oldestAnonymous ? oldestAnonymous : (anonymous[0] as Waiter);
    anonymous.splice(anonymous.indexOf(head), 1);
    return head;
  }
}
