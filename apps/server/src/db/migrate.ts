import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './database';

const migrationsDir = path.join(import.meta.dirname, 'migrations');

/** Applies every `migrations/NNN-name.sql` not applied yet, each in its own transaction. */
export async function migrate(database: Database): Promise<string[]> {
  await database.exec(`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`);
  const applied = new Set(
    (await database.db.selectFrom('schema_migrations').select('name').execute()).map((r) => r.name),
  );
  const files = (await fs.readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  const done: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const script = await fs.readFile(path.join(migrationsDir, file), 'utf8');
    const name = file.replace(/'/g, "''");
    await database.exec(
      `begin;\n${script}\ninsert into schema_migrations (name) values ('${name}');\ncommit;`,
    );
    done.push(file);
  }
  return done;
}
