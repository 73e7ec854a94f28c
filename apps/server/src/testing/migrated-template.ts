import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createPglite, openPostgres, wrapPglite } from '../db/database';
import { migrate } from '../db/migrate';
import { createFreshPostgres, sealTemplate } from './fresh-postgres';

/*
 * Migrating costs every test file seconds, so a run migrates once (vitest's globalSetup, from the
 * migrations of the tree at the start of the run) and each file starts from a copy of the result:
 * PGlite loads the dumped data folder, PostgreSQL copies a template database.
 */

export type MigratedTemplate =
  | { kind: 'pglite'; dumpFile: string }
  | { kind: 'postgres'; serverUrl: string; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Null when the project has no template (createTestDatabase then migrates by itself). */
    migratedTemplate: MigratedTemplate | null;
  }
}

export interface BuiltTemplate {
  template: MigratedTemplate;
  remove(): Promise<void>;
}

/** PGlite's data folder after every migration, dumped to a file in a temporary folder. */
export async function buildPgliteTemplate(): Promise<BuiltTemplate> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'comanda-test-template-'));
  const remove = () => fs.rm(dir, { recursive: true, force: true });
  const pglite = await createPglite();
  const database = wrapPglite(pglite);
  try {
    await migrate(database);
    const dumpFile = path.join(dir, 'pglite-data.tar');
    // Uncompressed: a copy loads faster than a gzipped one, and the file lives for one run.
    await fs.writeFile(dumpFile, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
    return { template: { kind: 'pglite', dumpFile }, remove };
  } catch (error) {
    await remove();
    throw error;
  } finally {
    await database.close();
  }
}

/** A fresh PGlite holding a copy of the template's data. */
export async function copyPgliteTemplate(template: { dumpFile: string }) {
  return wrapPglite(await createPglite(undefined, new Blob([await fs.readFile(template.dumpFile)])));
}

/** A migrated database on `serverUrl`'s server that accepts no connections, only copies. */
export async function buildPostgresTemplate(serverUrl: string): Promise<BuiltTemplate> {
  const fresh = await createFreshPostgres(serverUrl, 'comanda_test_template');
  try {
    const database = openPostgres(fresh.url);
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
    await sealTemplate(serverUrl, fresh.name);
  } catch (error) {
    await fresh.drop();
    throw error;
  }
  return { template: { kind: 'postgres', serverUrl, name: fresh.name }, remove: fresh.drop };
}
