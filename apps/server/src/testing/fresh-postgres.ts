import { randomUUID } from 'node:crypto';
import pg from 'pg';

/*
 * The one way to make and drop a scratch database on a PostgreSQL server: tests make one per
 * file (createTestDatabase in test-app.ts) as a copy of the run's migrated template, the
 * benchmarks one per run (withFreshPostgres).
 */

export interface FreshPostgres {
  /** The new database's name. */
  name: string;
  /** The new database's URL: `serverUrl` with the database name replaced. */
  url: string;
  /** Drops it, once the connections closed before have really left the server. */
  drop(): Promise<void>;
}

/**
 * A new database next to `serverUrl`'s, named `<prefix>_<uuid without hyphens>`: empty, or a copy
 * of `template` (a database nobody is connected to, see sealTemplate).
 */
export async function createFreshPostgres(
  serverUrl: string,
  prefix: string,
  options: { template?: string } = {},
): Promise<FreshPostgres> {
  const name = `${prefix}_${randomUUID().replace(/-/g, '')}`;
  await withAdmin(serverUrl, (admin) =>
    admin.query(options.template ? `create database ${name} template ${options.template}` : `create database ${name}`),
  );
  return {
    name,
    url: databaseUrl(serverUrl, name),
    drop: () =>
      withAdmin(serverUrl, async (admin) => {
        await waitForDisconnects(admin, name);
        await admin.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

/**
 * Makes `name` a template others copy: waits until the connections closed before have left (a
 * copy fails while anyone is connected) and refuses new ones from then on.
 */
export function sealTemplate(serverUrl: string, name: string): Promise<void> {
  return withAdmin(serverUrl, async (admin) => {
    await admin.query(`alter database ${name} with allow_connections false`);
    await waitForDisconnects(admin, name);
  });
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

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
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
