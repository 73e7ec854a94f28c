import { randomUUID } from 'node:crypto';
import pg from 'pg';

/*
 * The one way to make and drop a scratch database on a PostgreSQL server: tests make one per
 * file (createTestDatabase in test-app.ts), the benchmarks one per run (withFreshPostgres).
 */

export interface FreshPostgres {
  /** The new database's URL: `serverUrl` with the database name replaced. */
  url: string;
  /** Drops it, once the connections closed before have really left the server. */
  drop(): Promise<void>;
}

/** A new empty database next to `serverUrl`'s, named `<prefix>_<uuid without hyphens>`. */
export async function createFreshPostgres(serverUrl: string, prefix: string): Promise<FreshPostgres> {
  const name = `${prefix}_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await waitForDisconnects(cleanup, name);
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** Runs `work` on a fresh database next to `serverUrl`'s, dropped at the end whatever happens. */
export async function withFreshPostgres<T>(
  serverUrl: string,
  work: (url: string) => Promise<T>,
  prefix = 'comanda_bench',
): Promise<T> {
  const fresh = await createFreshPostgres(serverUrl, prefix);
  try {
    return await work(fresh.url);
  } finally {
    await fresh.drop();
  }
}

/**
 * A closed pool resolves before its connections have left the server; dropping the database
 * `with (force)` then kills them mid-goodbye and the driver reports an unhandled error.
 */
async function waitForDisconnects(client: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await client.query<{ count: number }>(
      'select count(*)::int as count from pg_stat_activity where datname = $1',
      [database],
    );
    if ((rows[0]?.count ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
