import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Database, Db } from './database';

const migrationsDir = path.join(import.meta.dirname, 'migrations');

/**
 * A data step SQL cannot express (a library's rules, such as phone numbers): a
 * `migrations/NNN-name.ts` file exporting `up`, run once in the migrator's transaction.
 */
export type DataMigration = (trx: Db) => Promise<void>;

const isMigration = (file: string) =>
  file.endsWith('.sql') || (file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'));

async function runDataMigration(database: Database, file: string): Promise<void> {
  const { up } = (await import(pathToFileURL(path.join(migrationsDir, file)).href)) as { up: DataMigration };
  await database.db.transaction().execute(async (trx) => {
    await up(trx);
    await trx.insertInto('schema_migrations').values({ name: file }).execute();
  });
}

/**
 * Applies every `migrations/NNN-name.sql` (or `.ts` data step) not applied yet, in name order,
 * each in its own transaction.
 */
export async function migrate(database: Database): Promise<string[]> {
  await database.exec(`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`);
  const applied = new Set(
    (await database.db.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name),
  );
  const files = (await fs.readdir(migrationsDir)).filter(isMigration).sort();
  const done: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    if (file.endsWith('.ts')) {
      await runDataMigration(database, file);
      done.push(file);
      continue;
    }
    const script = await fs.readFile(path.join(migrationsDir, file), 'utf8');
    const name = file.replace(/'/g, "''");
    await database.exec(
      `begin;\n${script}\ninsert into schema_migrations (name) values ('${name}');\ncommit;`,
    );
    done.push(file);
  }
  return done;
}
