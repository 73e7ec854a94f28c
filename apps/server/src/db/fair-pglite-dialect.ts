import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { FairConnectionQueue } from './fair-connection-queue';

/** PGlite's one connection as Kysely sees it. */
class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    return result.affectedRows
      ? { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) }
      : { rows: result.rows };
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    const { rows } = await this.executeQuery<R>(compiledQuery);
    for (let start = 0; start < rows.length; start += chunkSize) yield { rows: rows.slice(start, start + chunkSize) };
  }
}

/** kysely-pglite-dialect's driver with its first-come-first-served queue replaced by FairConnectionQueue. */
class FairPGliteDriver implements Driver {
  private readonly connection: PGliteConnection;
  private readonly queue = new FairConnectionQueue();

  constructor(private readonly pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.queue.acquire();
    return this.connection;
  }

  async releaseConnection(): Promise<void> {
    this.queue.release();
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const begin = settings.isolationLevel ? `start transaction isolation level ${settings.isolationLevel}` : 'begin';
    await connection.executeQuery(CompiledQuery.raw(begin));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    await this.pglite.close();
  }
}

/** The PGlite dialect, sharing its one connection by FairConnectionQueue's rules. */
export class FairPGliteDialect extends PGliteDialect {
  constructor(private readonly embedded: PGlite) {
    super(embedded);
  }

  override createDriver(): Driver {
    return new FairPGliteDriver(this.embedded);
  }
}
