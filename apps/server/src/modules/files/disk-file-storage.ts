import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage';
import { storedFileContentTypes, storedNameExtension } from './file-types';

/**
 * Files under `${dataDir}/files`: the storage with the embedded PGlite, which one process owns.
 * The content type comes back from the name's extension, which the server chose from the bytes.
 */
export function diskFileStorage(dataDir: string): FileStorage {
  const dir = path.join(dataDir, 'files');
  return {
    kind: 'disk',
    async save({ name, content }) {
      await fs.mkdir(dir, { recursive: true });
      // Written aside and renamed into place: a file is served whole or not at all, even after a crash.
      const partial = path.join(dir, `.${name}.${randomUUID()}.partial`);
      await fs.writeFile(partial, content, { flag: 'wx' });
      await fs.rename(partial, path.join(dir, name));
    },
    async read(name) {
      const ext = storedNameExtension(name);
      if (!ext) return null;
      try {
        return { content: await fs.readFile(path.join(dir, name)), contentType: storedFileContentTypes[ext] };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(name) {
      if (!storedNameExtension(name)) return;
      await fs.rm(path.join(dir, name), { force: true });
    },
  };
}

/** The names under `${dataDir}/files` this server made (half-written and foreign files left out). */
export async function listDiskFiles(dataDir: string): Promise<string[]> {
  const names = await fs.readdir(path.join(dataDir, 'files')).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  return names.filter((name) => storedNameExtension(name) !== null).sort();
}
