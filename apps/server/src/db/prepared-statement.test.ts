import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app';
import type { Database } from './database';
import { isUniqueViolation } from './pg-error';
import { preparedStatement } from './prepared-statement';

describe('preparedStatement', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    await sql`create table prepared_probe (id int primary key, name text not null)`.execute(database.db);
  });
  afterAll(() => drop());

  const insert = (id: number, name: string) =>
    preparedStatement(sql<{ id: number; name: string }>`insert into prepared_probe (id, name) values (${id}, ${name}) returning id, name`);

  it('answers each call with its own values, and reports a failure the same way as an unnamed statement', async () => {
    await database.db.connection().execute(async (connection) => {
      expect((await insert(1, 'uno').execute(connection)).rows).toEqual([{ id: 1, name: 'uno' }]);
      expect((await insert(2, 'dos').execute(connection)).rows).toEqual([{ id: 2, name: 'dos' }]);
      const error = await insert(1, 'otra vez').execute(connection).catch((caught: unknown) => caught);
      expect(isUniqueViolation(error, 'prepared_probe_pkey')).toBe(true);
      // The connection goes on after the failed statement.
      expect((await insert(3, 'tres').execute(connection)).rows).toEqual([{ id: 3, name: 'tres' }]);
    });
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from prepared_probe`.execute(database.db);
    expect(rows[0]?.n).toBe(3);
  });

  it('is parsed once per PostgreSQL connection and kept by name; PGlite runs it unnamed', async () => {
    await database.db.connection().execute(async (connection) => {
      for (const id of [10, 11, 12]) await insert(id, `n${id}`).execute(connection);
      const { rows } = await sql<{ name: string; calls: number }>`
        select name, (generic_plans + custom_plans)::int as calls from pg_prepared_statements
        where statement like '/* prepared */%prepared_probe%'`.execute(connection);
      if (database.kind === 'pglite') {
        expect(rows).toEqual([]);
        return;
      }
      expect(rows).toHaveLength(1);
      expect(rows[0]?.name).toMatch(/^comanda_/);
      // Three calls here, and any the first test made on this pooled connection.
      expect(rows[0]?.calls).toBeGreaterThanOrEqual(3);
    });
  });

  it('keeps working after a migration widens a table it reads with *', async () => {
    const readAll = () => preparedStatement(sql<Record<string, unknown>>`select * from prepared_probe where id = ${1}`);
    await database.db.connection().execute(async (connection) => {
      expect((await readAll().execute(connection)).rows).toEqual([{ id: 1, name: 'uno' }]);
      await sql`alter table prepared_probe add column extra text not null default 'x'`.execute(connection);
      // PostgreSQL refuses the prepared statement on the connection that prepared it, which is then closed.
      const answer = await readAll().execute(connection).then(
        ({ rows }) => rows,
        (error: unknown) => (error as { code?: string }).code,
      );
      expect(answer).toEqual(database.kind === 'postgres' ? '0A000' : [{ id: 1, name: 'uno', extra: 'x' }]);
    });
    // Every connection after it prepares it again, with the new column.
    for (let round = 0; round < 3; round += 1) {
      expect((await readAll().execute(database.db)).rows).toEqual([{ id: 1, name: 'uno', extra: 'x' }]);
    }
  });
});
