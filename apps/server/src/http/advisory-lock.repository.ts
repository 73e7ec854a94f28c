import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * Runs `work` while this connection's transaction holds PostgreSQL's advisory lock on `key`
 * (a 64-bit hash of it): every instance on the database waits for it, and it is let go at
 * commit or rollback, even when the connection dies. `work` runs its queries on other
 * connections; this one only holds the lock.
 */
export function withAdvisoryLock<T>(db: Db, key: string, work: () => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
    return work();
  });
}
