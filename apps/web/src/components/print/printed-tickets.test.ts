import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../lib/key-value-storage';
import {
  PRINTED_TICKETS_MAX,
  createLocalLocks,
  findPrinted,
  markPrinted,
  printOnce,
  readPrintedTickets,
  writePrinted,
} from './printed-tickets';

const ORDER = 'order-1';
const ok = () => Promise.resolve({ ok: true as const });
const refused = () => Promise.resolve({ ok: false as const, reason: 'no responde http://127.0.0.1:9180' });

describe('printOnce, the once-per-device rule', () => {
  it('sends a ticket once; the next trigger for the same order and kind (a reload) is skipped', async () => {
    const storage = createMemoryStorage();
    const send = vi.fn(ok);
    const deps = { storage, locks: createLocalLocks(), send };
    expect(await printOnce(ORDER, 'kitchen', deps)).toEqual({ status: 'printed' });
    // A reload: a new page with a new lock, the same localStorage.
    expect(await printOnce(ORDER, 'kitchen', { storage, locks: createLocalLocks(), send })).toEqual({ status: 'skipped' });
    expect(send).toHaveBeenCalledOnce();
    expect(findPrinted(storage, ORDER, 'kitchen')?.state).toBe('printed');
    // The package ticket is another kind: it is not printed yet.
    expect(await printOnce(ORDER, 'package', deps)).toEqual({ status: 'printed' });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('two tabs sharing the storage and the lock print an order the stream gave both once', async () => {
    const storage = createMemoryStorage();
    const locks = createLocalLocks();
    let answer: () => void = () => undefined;
    const send = vi.fn(() => new Promise<{ ok: true }>((resolve) => (answer = () => resolve({ ok: true }))));
    const first = printOnce(ORDER, 'kitchen', { storage, locks, send });
    const second = printOnce(ORDER, 'kitchen', { storage, locks, send });
    // The first tab holds the lock while the print host answers; the second waits on it.
    await vi.waitFor(() => expect(send).toHaveBeenCalledOnce());
    answer();
    expect(await Promise.all([first, second])).toEqual([{ status: 'printed' }, { status: 'skipped' }]);
    expect(send).toHaveBeenCalledOnce();
  });

  it('two tabs agree through the locks even when one reads the other\'s storage late', async () => {
    // Chromium hands a tab another tab's localStorage write a moment later: here, never.
    const locks = createLocalLocks();
    const send = vi.fn(ok);
    const tabA = printOnce(ORDER, 'kitchen', { storage: createMemoryStorage(), locks, send });
    const tabB = printOnce(ORDER, 'kitchen', { storage: createMemoryStorage(), locks, send });
    expect(await Promise.all([tabA, tabB])).toEqual([{ status: 'printed' }, { status: 'skipped' }]);
    expect(send).toHaveBeenCalledOnce();
  });

  it('marks a failure as not printed, leaves it to the failing tab, which retries once', async () => {
    const storage = createMemoryStorage();
    const locks = createLocalLocks();
    const send = vi.fn(refused);
    expect(await printOnce(ORDER, 'kitchen', { storage, locks, send })).toEqual({
      status: 'failed',
      reason: 'no responde http://127.0.0.1:9180',
      attempts: 1,
    });
    expect(findPrinted(storage, ORDER, 'kitchen')?.state).toBe('failed');
    // Another tab given the same event does not send it again.
    expect(await printOnce(ORDER, 'kitchen', { storage, locks, send })).toEqual({ status: 'skipped' });
    // The one retry; then no more.
    expect(await printOnce(ORDER, 'kitchen', { storage, locks, send }, { retry: true })).toMatchObject({
      status: 'failed',
      attempts: 2,
    });
    expect(await printOnce(ORDER, 'kitchen', { storage, locks, send }, { retry: true })).toEqual({ status: 'skipped' });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a retry that reaches the print host marks it printed', async () => {
    const storage = createMemoryStorage();
    const locks = createLocalLocks();
    await printOnce(ORDER, 'kitchen', { storage, locks, send: refused });
    expect(await printOnce(ORDER, 'kitchen', { storage, locks, send: ok }, { retry: true })).toEqual({ status: 'printed' });
    expect(findPrinted(storage, ORDER, 'kitchen')).toMatchObject({ state: 'printed', attempts: 2 });
  });

  it('a ticket printed in the browser (or by Imprimir) is not printed automatically', async () => {
    const storage = createMemoryStorage();
    await printOnce(ORDER, 'kitchen', { storage, locks: createLocalLocks(), send: refused });
    markPrinted(storage, ORDER, ['kitchen']);
    const send = vi.fn(ok);
    expect(await printOnce(ORDER, 'kitchen', { storage, locks: createLocalLocks(), send }, { retry: true })).toEqual({
      status: 'skipped',
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps the latest records only, and reads a damaged value as nothing printed', () => {
    const storage = createMemoryStorage();
    for (let index = 0; index < PRINTED_TICKETS_MAX + 20; index += 1) {
      writePrinted(storage, { order_id: `order-${index}`, ticket: 'kitchen', state: 'printed', attempts: 1 });
    }
    const kept = readPrintedTickets(storage);
    expect(kept).toHaveLength(PRINTED_TICKETS_MAX);
    expect(kept[0]?.order_id).toBe('order-20');
    expect(findPrinted(storage, `order-${PRINTED_TICKETS_MAX + 19}`, 'kitchen')).toBeDefined();
    storage.setItem('printed_tickets', '{not json');
    expect(readPrintedTickets(storage)).toEqual([]);
  });
});
