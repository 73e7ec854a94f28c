import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { preparedStatement } from '../../db/prepared-statement';

/**
 * Counts one hit on the (bucket, key) counter in one atomic statement, on the database's clock
 * (one clock for every instance): the first hit, or the first after the window ended, starts a
 * new window of `windowMs` with 1 hit. Answers the hits in the window, this one included, and
 * the milliseconds until the window ends.
 *
 * The statement commits without waiting for its WAL to reach the disk (synchronous_commit off
 * for its own transaction only): a crash of the database may forget the last fraction of a
 * second of hits, which a limit can afford, and every limited request saves a disk flush.
 * Prepared on PostgreSQL (db/prepared-statement.ts): every storefront order runs it.
 */
export async function countRateLimitHit(
  db: Db,
  bucket: string,
  key: string,
  windowMs: number,
): Promise<{ hits: number; resetInMs: number }> {
  const { rows } = await preparedStatement(sql<{ hits: number; reset_in_ms: number }>`
    with relaxed as (select set_config('synchronous_commit', 'off', true))
    insert into rate_limit_counters as c (bucket, key, hits, reset_at)
    select ${bucket}, ${key}, 1, now() + make_interval(secs => ${windowMs / 1000}::double precision) from relaxed
    on conflict (bucket, key) do update set
      hits = case when c.reset_at <= now() then 1 else c.hits + 1 end,
      reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end
    returning c.hits, greatest(0, ceil(extract(epoch from (c.reset_at - now())) * 1000))::int as reset_in_ms
  `).execute(db);
  const row = rows[0];
  if (!row) throw new Error(`Sin contador para ${bucket}`);
  return { hits: row.hits, resetInMs: row.reset_in_ms };
}

/** Forgets the counters whose window has ended (a new hit would start over anyway). */
export async function deleteEndedRateLimitCounters(db: Db): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('reset_at', '<=', sql<Date>`now()`).execute();
}
