import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-app';
import type { Database } from './database';

describe('Database.listen', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(() => drop());

  const notify = (payload: string) => sql`select pg_notify('comanda_test_channel', ${payload})`.execute(database.db);
  const until = async (done: () => boolean) => {
    for (let i = 0; i < 100 && !done(); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it('hears committed notifications only, to every listener, until each stops', async () => {
    const first: string[] = [];
    const second: string[] = [];
    const stopFirst = await database.listen('comanda_test_channel', { onNotify: (payload) => first.push(payload) });
    const stopSecond = await database.listen('comanda_test_channel', { onNotify: (payload) => second.push(payload) });

    await database.db
      .transaction()
      .execute(async (trx) => {
        await sql`select pg_notify('comanda_test_channel', 'rolled back')`.execute(trx);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await database.db.transaction().execute(async (trx) => {
      await sql`select pg_notify('comanda_test_channel', 'committed')`.execute(trx);
    });
    await until(() => first.length > 0 && second.length > 0);
    expect(first).toEqual(['committed']);
    expect(second).toEqual(['committed']);

    await stopFirst();
    await notify('after one stopped');
    await until(() => second.length > 1);
    expect(second).toEqual(['committed', 'after one stopped']);
    expect(first).toEqual(['committed']);
    await stopSecond();
  });
});
