import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/test-app';
import { databaseFileStorage } from './database-file-storage';
import { diskFileStorage } from './disk-file-storage';
import type { FileStorage } from './file-storage';
import { importDiskFiles } from './files.service';

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

describe('importing the files an earlier version kept on disk', () => {
  it('copies every server-made file into the database storage once, leaving foreign and present ones alone', async () => {
    const test = await createTestDatabase();
    const dataDir = path.join(os.tmpdir(), `comanda-files-${randomUUID()}`);
    try {
      const disk = diskFileStorage(dataDir);
      const target = databaseFileStorage(test.database.db);
      const upload = `${randomUUID()}.png`;
      await disk.save({ name: upload, content: Buffer.from('png'), contentType: 'image/png', storeId: null });
      await disk.save({ name: 'demo-logo-x.png', content: Buffer.from('logo'), contentType: 'image/png', storeId: null });
      await fs.writeFile(path.join(dataDir, 'files', 'notas.txt'), 'no es nuestro');
      await target.save({ name: 'demo-logo-x.png', content: Buffer.from('nuevo'), contentType: 'image/png', storeId: null });

      expect(await importDiskFiles(dataDir, target)).toEqual({ copied: 1, present: 1 });
      expect(await target.read(upload)).toEqual({ content: Buffer.from('png'), contentType: 'image/png' });
      expect((await target.read('demo-logo-x.png'))?.content).toEqual(Buffer.from('nuevo'));
      expect(await importDiskFiles(dataDir, target)).toEqual({ copied: 0, present: 2 });
      expect(await importDiskFiles(path.join(dataDir, 'no-existe'), target)).toEqual({ copied: 0, present: 0 });
    } finally {
      await test.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
