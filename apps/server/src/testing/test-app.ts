import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import type { RouteDefinition, RouteResult } from '@comanda/contract/route';
import { type BuildAppOptions, buildApp } from '../app';
import { readConfig } from '../config';
import { type Database, openDatabase, openPostgres } from '../db/database';
import { migrate } from '../db/migrate';
import { createFreshPostgres } from './fresh-postgres';
import { copyPgliteTemplate } from './migrated-template';

/**
 * A freshly migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (dropped again at close). Both are copies of
 * the run's migrated template (migrated-template.global-setup.ts); a project without one migrates here.
 */
export async function createTestDatabase(): Promise<{
  database: Database;
  /** The PostgreSQL database's URL (tests that open a second handle to it); null on PGlite. */
  databaseUrl: string | null;
  drop: () => Promise<void>;
}> {
  const template = inject('migratedTemplate');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database =
      template?.kind === 'pglite' ? await copyPgliteTemplate(template) : await migrated(await openDatabase({ dataDir: null }));
    return { database, databaseUrl: null, drop: () => database.close() };
  }
  const copy = template?.kind === 'postgres' && template.serverUrl === serverUrl ? template.name : undefined;
  const fresh = await createFreshPostgres(serverUrl, 'comanda_test', { template: copy });
  const database = openPostgres(fresh.url);
  if (!copy) await migrate(database);
  return {
    database,
    databaseUrl: fresh.url,
    drop: async () => {
      await database.close();
      await fresh.drop();
    },
  };
}

async function migrated(database: Database): Promise<Database> {
  await migrate(database);
  return database;
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

/** Another server instance on a test app's database, as a second process would run. */
export interface SecondInstance {
  app: FastifyInstance;
  /** On PostgreSQL its own handle (pool and listening connection); on PGlite the same one. */
  database: Database;
  close(): Promise<void>;
}

/**
 * A second instance on `t`'s database: on PostgreSQL it hears of the first one's changes only
 * through the database, as another process would.
 */
export async function createSecondInstance(t: TestApp, env: Record<string, string> = {}): Promise<SecondInstance> {
  const database = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl, dataDir: null }) : t.database;
  const app = await buildApp({
    config: readConfig({ DATA_DIR: path.join(os.tmpdir(), `comanda-test-${randomUUID()}`), LOG_LEVEL: 'silent', ...env }),
    database,
    serveWebApp: false,
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      if (database !== t.database) await database.close();
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
