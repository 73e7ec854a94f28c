import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-app';
import { databaseFileStorage } from './database-file-storage';
import { diskFileStorage } from './disk-file-storage';
import type { FileStorage } from './file-storage';

/** Both storages keep the same promises; the database one runs on PGlite too (the table exists). */
describe.each(['database', 'disk'] as const)('%s file storage', (kind) => {
  let storage: FileStorage;
  let done: () => Promise<void>;
  const dataDir = path.join(os.tmpdir(), `comanda-files-${randomUUID()}`);
  beforeAll(async () => {
    const test = await createTestDatabase();
    storage = kind === 'database' ? databaseFileStorage(test.database.db) : diskFileStorage(dataDir);
    done = async () => {
      await test.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => done());

  const bytes = (size: number, fill: number) => Buffer.alloc(size, fill);

  it('answers the bytes and content type it kept, byte for byte', async () => {
    const name = `${randomUUID()}.pdf`;
    const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), bytes(300_000, 0), bytes(10, 255)]);
    await storage.save({ name, content, contentType: 'application/pdf', storeId: randomUUID() });
    expect(await storage.read(name)).toEqual({ content, contentType: 'application/pdf' });
  });

  it('replaces a file saved again under the same name (the demo seed writes its logos on every run)', async () => {
    const name = 'demo-logo-prueba.png';
    await storage.save({ name, content: bytes(10, 1), contentType: 'image/png', storeId: null });
    await storage.save({ name, content: bytes(20, 2), contentType: 'image/png', storeId: null });
    expect(await storage.read(name)).toEqual({ content: bytes(20, 2), contentType: 'image/png' });
  });

  it('forgets a removed file; removing a missing one is no error; a missing file reads as null', async () => {
    const name = `${randomUUID()}.gif`;
    await storage.save({ name, content: bytes(5, 7), contentType: 'image/gif', storeId: null });
    await storage.remove(name);
    expect(await storage.read(name)).toBeNull();
    await storage.remove(name);
    expect(await storage.read(`${randomUUID()}.png`)).toBeNull();
  });
});
