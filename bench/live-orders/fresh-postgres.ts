import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { waitForDisconnects } from '../../apps/server/src/testing/test-app';

/** Runs `work` on a new database next to `serverUrl`'s, dropped at the end whatever happens. */
export async function withFreshPostgres<T>(serverUrl: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `comanda_bench_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await waitForDisconnects(cleanup, name);
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  }
}
