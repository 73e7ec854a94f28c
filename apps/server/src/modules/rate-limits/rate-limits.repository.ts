import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Counts one hit on the (bucket, key) counter in one atomic statement, on the database's clock
 * (one clock for every instance): the first hit, or the first after the window ended, starts a
 * new window of `windowMs` with 1 hit. Answers the hits in the window, this one included, and
 * the milliseconds until the window ends.
 */
export async function countRateLimitHit(
  db: Db,
  bucket: string,
  key: string,
  windowMs: number,
): Promise<{ hits: number; resetInMs: number }> {
  const expired = sql<boolean>`rate_limit_counters.reset_at <= now()`;
  const row = await db
    .insertInto('rate_limit_counters')
    .values({
      bucket,
      key,
      hits: 1,
      reset_at: sql<Date>`now() + make_interval(secs => ${windowMs / 1000}::double precision)`,
    })
    .onConflict((conflict) =>
      conflict.columns(['bucket', 'key']).doUpdateSet({
        hits: sql<number>`case when ${expired} then 1 else rate_limit_counters.hits + 1 end`,
        reset_at: sql<Date>`case when ${expired} then excluded.reset_at else rate_limit_counters.reset_at end`,
      }),
    )
    .returning([
      'hits',
      sql<number>`greatest(0, ceil(extract(epoch from (rate_limit_counters.reset_at - now())) * 1000))::int`.as(
        'reset_in_ms',
      ),
    ])
    .executeTakeFirstOrThrow();
  return { hits: row.hits, resetInMs: row.reset_in_ms };
}

/** Forgets the counters whose window has ended (a new hit would start over anyway). */
export async function deleteEndedRateLimitCounters(db: Db): Promise<void> {
  await db.deleteFrom('rate_limit_counters').where('reset_at', '<=', sql<Date>`now()`).execute();
}
