import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { RouteDefinition, RouteResult } from '@comanda/contract/route';
import { type BuildAppOptions, buildApp } from '../app';
import { readConfig } from '../config';
import { type Database, openDatabase } from '../db/database';
import { migrate } from '../db/migrate';

/**
 * A freshly migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (dropped again at close).
 */
export async function createTestDatabase(): Promise<{
  database: Database;
  /** The PostgreSQL database's URL (tests that open a second handle to it); null on PGlite. */
  databaseUrl: string | null;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: null });
    await migrate(database);
    return { database, databaseUrl: null, drop: () => database.close() };
  }
  const name = `comanda_test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  await migrate(database);
  return {
    database,
    databaseUrl: url.toString(),
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await waitForDisconnects(cleanup, name);
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A closed pool resolves before its connections have left the server; dropping the database
 * `with (force)` then kills them mid-goodbye and the driver reports an unhandled error.
 */
export async function waitForDisconnects(client: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await client.query<{ count: number }>(
      'select count(*)::int as count from pg_stat_activity where datname = $1',
      [database],
    );
    if ((rows[0]?.count ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** See createTestDatabase. */
  databaseUrl: string | null;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions extends Pick<BuildAppOptions, 'onRoute' | 'extraModules'> {
  /** Environment variables on top of the test defaults (e.g. lower rate limits). */
  env?: Record<string, string>;
  /** Serve the built web app from WEB_DIST_DIR (off by default). */
  serveWebApp?: boolean;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, databaseUrl, drop } = await createTestDatabase();
  const dataDir = path.join(os.tmpdir(), `comanda-test-${randomUUID()}`);
  const config = readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env });
  const app = await buildApp({
    config,
    database,
    serveWebApp: options.serveWebApp ?? false,
    onRoute: options.onRoute,
    extraModules: options.extraModules,
  });
  return {
    app,
    database,
    databaseUrl,
    dataDir,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/** Parses a success answer with the contract, so every API test also checks the answer's shape. */
export function resultOf<R extends RouteDefinition>(route: R, response: LightMyRequestResponse): RouteResult<R> {
  const body = response.json() as { result?: unknown };
  if (response.statusCode >= 300 || !('result' in body)) {
    throw new Error(`Expected success from ${route.method} ${route.path}, got ${response.statusCode}: ${response.body}`);
  }
  return route.response.parse(body.result) as RouteResult<R>;
}

export function errorOf(response: LightMyRequestResponse): { status: number; code: string; description: string } {
  const body = response.json() as { error: { code: string; description: string } };
  return { status: response.statusCode, ...body.error };
}

export type { InjectOptions };
