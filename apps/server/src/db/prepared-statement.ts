import { createHash } from 'node:crypto';
import { type Compilable, type Kysely, type PostgresPool, type PostgresPoolClient, type RawBuilder, sql } from 'kysely';
import type pg from 'pg';

/*
 * Statements kept prepared on PostgreSQL. node-postgres sends every query unnamed, so the server
 * parses and plans it on each call; a long statement run on every storefront order (its facts
 * read, its placement) spent more time planning than executing. A statement marked here is
 * sent by name instead: each connection parses it once, and PostgreSQL plans it per call only
 * until a generic plan proves as good (plan_cache_mode auto). Only statements whose text is the
 * same on every call (their values all parameters) may be marked. PGlite runs them as before:
 * the mark is a comment.
 */

const MARK = '/* prepared */';

/** Marks a statement to be kept prepared on each PostgreSQL connection (see above). */
export const preparedStatement = <T>(query: RawBuilder<T>): RawBuilder<T> => sql<T>`/* prepared */ ${query}`;

/**
 * Runs a Kysely query kept prepared (see above): its compiled text, marked. For a query built
 * with the query builder, whose text `preparedStatement` cannot wrap without changing it.
 */
export async function executePrepared<D, O>(db: Kysely<D>, query: Compilable<O>): Promise<O[]> {
  const compiled = query.compile();
  const { rows } = await db.executeQuery<O>({ ...compiled, sql: `${MARK} ${compiled.sql}` });
  return rows;
}

/** More distinct marked texts than this means a marked text varies: the rest go unnamed. */
const MAX_NAMES = 64;
const names = new Map<string, string>();

function statementName(text: string): string | undefined {
  if (!text.startsWith(MARK)) return undefined;
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMES) {
    name = `comanda_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * A prepared statement's result columns are fixed: once a migration changes what it answers (a
 * column added to a table it reads with `*`), PostgreSQL refuses it on that connection from then
 * on ("cached plan must not change result type", 0A000).
 */
const isStalePlan = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '0A000';

/**
 * node-postgres's pool as Kysely's PostgresDialect takes it, sending marked statements by name. A
 * connection whose prepared statement went stale is closed when released, so the pool opens a
 * new one that prepares it again: the statement fails once per open connection, not for good.
 */
export function withPreparedStatements(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let stale = false;
    // Kysely's only other call passes a cursor (streamed queries): it goes through untouched.
    const query = (text: string, values: unknown[]) => {
      const name = typeof text === 'string' ? statementName(text) : undefined;
      if (name === undefined) return client.query(text, values);
      return client.query({ name, text, values }).catch((error: unknown) => {
        if (isStalePlan(error)) stale = true;
        throw error;
      });
    };
    return {
      query: query as unknown as PostgresPoolClient['query'],
      release: () => client.release(stale),
    };
  };
  return {
    connect: async () => {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) {
        wrapped = wrap(client);
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
  };
}
