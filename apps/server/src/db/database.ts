import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { FairPGliteDialect } from './fair-pglite-dialect';
import { type NotificationHandlers, PgNotificationListener, type Unlisten } from './pg-notification-listener';
import { withPreparedStatements } from './prepared-statement';
import type { DB } from './schema';

export type { NotificationHandlers, Unlisten };

export type Db = Kysely<DB>;

export interface Database {
  db: Db;
  /** Runs a script of several statements (migrations). */
  exec(script: string): Promise<void>;
  kind: 'pglite' | 'postgres';
  /**
   * LISTENs to a channel: `onNotify` gets each committed NOTIFY's payload. On PostgreSQL one
   * dedicated connection listens for the whole handle and reconnects by itself, calling
   * `onReconnect` once it is back (notifications sent meanwhile are lost: re-read). PGlite
   * notifies in process and never reconnects. Resolves once listening; answers how to stop.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<Unlisten>;
  close(): Promise<void>;
}

// numeric and bigint arrive as strings; counts are small, money is parsed where it is read.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export async function openDatabase(options: {
  databaseUrl?: string;
  /** Folder for the embedded database; `null` keeps it in memory (tests). */
  dataDir: string | null;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  let dir: string | undefined;
  if (options.dataDir !== null) {
    dir = path.join(options.dataDir, 'pglite');
    await fs.mkdir(dir, { recursive: true });
  }
  return wrapPglite(await createPglite(dir));
}

/** The embedded PostgreSQL with what the schema needs: bigints as numbers, pg_trgm and btree_gin for search. */
export function createPglite(dir?: string, loadDataDir?: Blob): Promise<PGlite> {
  // The options-object form: `create(undefined, options)` ignores the extensions.
  return PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    parsers: { 20: (value: string) => Number(value) },
    extensions: { pg_trgm, btree_gin },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
}

export function openPostgres(databaseUrl: string): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }) });
  const listener = new PgNotificationListener(databaseUrl);
  return {
    db,
    kind: 'postgres',
    listen: (channel, handlers) => listener.listen(channel, handlers),
    exec: async (script) => {
      const client = await pool.connect();
      try {
        await client.query(script);
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: async () => {
      await listener.close();
      await db.destroy();
    },
  };
}

/**
 * A Database handle over an open PGlite (made by createPglite); closing it closes PGlite. Its
 * one connection is shared by FairConnectionQueue: staff requests before anonymous ones, and
 * the oldest request's queries first (db/query-priority.ts tags the requests).
 */
export function wrapPglite(pglite: PGlite): Database {
  const db = new Kysely<DB>({ dialect: new FairPGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    // LISTEN runs on the one embedded connection: holding Kysely's connection keeps it out of
    // another caller's open transaction (where a rollback would undo it).
    listen: async (channel, handlers) => {
      const onNotify = (payload: string) => handlers.onNotify(payload);
      const unlisten = await db.connection().execute(() => pglite.listen(channel, onNotify));
      return () => db.connection().execute(() => unlisten());
    },
    exec: async (script) => {
      try {
        await pglite.exec(script);
      } catch (error) {
        await pglite.exec('rollback').catch(() => undefined);
        throw error;
      }
    },
    close: () => db.destroy(),
  };
}
