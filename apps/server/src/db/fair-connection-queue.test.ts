import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPglite, type Database, wrapPglite } from './database';
import { ANONYMOUS_MAX_WAIT_MS, FairConnectionQueue } from './fair-connection-queue';
import { type QueryPriority, runWithPriority } from './query-priority';

describe('sharing the embedded database connection', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Queues one query of new work of this priority; answers its name once it holds the connection. */
  function ask(queue: FairConnectionQueue, priority: QueryPriority, name: string, granted: string[]): Promise<void> {
    return runWithPriority(priority, () => queue.acquire().then(() => void granted.push(name)));
  }

  async function drain(queue: FairConnectionQueue): Promise<void> {
    while (queue.waiting > 0) {
      queue.release();
      await Promise.resolve();
    }
    queue.release();
  }

  it('gives staff queries the connection before anonymous ones, and each side in order of arrival', async () => {
    const queue = new FairConnectionQueue();
    await queue.acquire(); // held by someone
    const granted: string[] = [];
    const asked = [
      ask(queue, 'anonymous', 'anonimo 1', granted),
      ask(queue, 'staff', 'staff 1', granted),
      ask(queue, 'anonymous', 'anonimo 2', granted),
      ask(queue, 'staff', 'staff 2', granted),
    ];
    await drain(queue);
    await Promise.all(asked);
    expect(granted).toEqual(['staff 1', 'staff 2', 'anonimo 1', 'anonimo 2']);
  });

  it('serves the next query of the work that started first before later work', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const queue = new FairConnectionQueue();
    await queue.acquire();
    const granted: string[] = [];
    // Work A started first; its second query is asked after B's first.
    let askAgain: () => Promise<void> = () => Promise.resolve();
    const first = runWithPriority('anonymous', () =>
      queue.acquire().then(() => {
        granted.push('A1');
        askAgain = () => queue.acquire().then(() => void granted.push('A2'));
      }),
    );
    vi.advanceTimersByTime(5);
    const later = ask(queue, 'anonymous', 'B1', granted);
    queue.release(); // A1 runs
    await first;
    const again = askAgain();
    await drain(queue);
    await Promise.all([later, again]);
    expect(granted).toEqual(['A1', 'A2', 'B1']);
  });

  it('lets an anonymous query that waited too long go next, taking every other turn while staff wait', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const queue = new FairConnectionQueue();
    await queue.acquire();
    const granted: string[] = [];
    const asked = [ask(queue, 'anonymous', 'anonimo 1', granted), ask(queue, 'anonymous', 'anonimo 2', granted)];
    vi.advanceTimersByTime(ANONYMOUS_MAX_WAIT_MS);
    asked.push(...['staff 1', 'staff 2', 'staff 3'].map((name) => ask(queue, 'staff', name, granted)));
    await drain(queue);
    await Promise.all(asked);
    expect(granted).toEqual(['anonimo 1', 'staff 1', 'anonimo 2', 'staff 2', 'staff 3']);
  });

  describe('on PGlite', () => {
    let database: Database;
    beforeAll(async () => {
      database = wrapPglite(await createPglite());
    });
    afterAll(() => database.close());

    it("finishes a staff request of many queries while 100 anonymous requests wait, not after them", async () => {
      const finished: string[] = [];
      const work = (priority: QueryPriority, name: string, queries: number) =>
        runWithPriority(priority, async () => {
          for (let query = 0; query < queries; query++) {
            await database.db.selectNoFrom((eb) => eb.fn<number>('pg_backend_pid', []).as('pid')).execute();
          }
          finished.push(name);
        });
      const readers = Array.from({ length: 100 }, (_, reader) => work('anonymous', `anonimo ${reader}`, 5));
      await Promise.resolve();
      await Promise.all([...readers, work('staff', 'staff', 10)]);
      // First come, first served per query would finish it last (10 rounds behind 100 queries).
      expect(finished.indexOf('staff')).toBeLessThan(10);
    });
  });
});
