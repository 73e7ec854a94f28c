import type { Database } from '../db/database';
import { withAdvisoryLock } from './advisory-lock.repository';

/**
 * Serialises the versioned PUTs of one resource (decision 014): `run` calls `work` once no other
 * `run` of the same key is inside it, in this process and, on PostgreSQL, in every instance.
 * So the If-Match check and the write it guards cannot interleave with another PUT's.
 */
export interface WriteLocks {
  run<T>(key: string, work: () => Promise<T>): Promise<T>;
}

/** One queue per key: each `run` starts when the previous one of its key has settled. */
function processLocks(): WriteLocks {
  const tails = new Map<string, Promise<unknown>>();
  return {
    async run(key, work) {
      const previous = tails.get(key) ?? Promise.resolve();
      const turn = previous.then(work, work);
      const tail = turn.catch(() => undefined);
      tails.set(key, tail);
      try {
        return await turn;
      } finally {
        // The last in line cleans up, so the map holds only keys with writes under way.
        if (tails.get(key) === tail) tails.delete(key);
      }
    },
  };
}

/**
 * At most `limit` runs at once, the others wait their turn in order. On PostgreSQL a lock holds
 * one pool connection while the write takes another: bounding the holders below the pool size
 * leaves the writes a connection, so many PUTs at once cannot starve the pool.
 */
function boundedRuns(limit: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (running >= limit) await new Promise<void>((resume) => waiting.push(resume));
    else running += 1;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

/** The pool has 10 connections (db/database.ts); lock holders may take at most this many. */
const POSTGRES_LOCK_HOLDERS = 3;

/**
 * PGlite is one process with one connection: the process queue is the whole lock. PostgreSQL may
 * serve several instances: the process queue keeps one connection per key per instance, then a
 * transaction-scoped advisory lock on the key excludes the other instances.
 */
function databaseLocks(database: Database): WriteLocks {
  const local = processLocks();
  if (database.kind === 'pglite') return local;
  const bounded = boundedRuns(POSTGRES_LOCK_HOLDERS);
  return {
    run: (key, work) => local.run(key, () => bounded(() => withAdvisoryLock(database.db, key, work))),
  };
}

const locksByDatabase = new WeakMap<Database, WriteLocks>();

/** The write locks of one database handle, shared by every route registered on it. */
export function writeLocksFor(database: Database): WriteLocks {
  let locks = locksByDatabase.get(database);
  if (!locks) {
    locks = databaseLocks(database);
    locksByDatabase.set(database, locks);
  }
  return locks;
}
