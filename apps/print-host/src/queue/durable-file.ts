import { open, rename } from 'node:fs/promises';
import { dirname } from 'node:path';

/** fsync of a directory, so a file created or renamed in it survives a power cut. */
export async function syncDirectory(path: string): Promise<void> {
  const directory = await open(path, 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
}

/** Writes the whole file or nothing: a temporary file, fsync'd, renamed over the target. */
export async function writeDurably(path: string, content: string): Promise<void> {
  const temporary = `${path}.tmp`;
  const file = await open(temporary, 'w');
  try {
    await file.writeFile(content);
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(temporary, path);
  await syncDirectory(dirname(path));
}

/** Appends lines and fsyncs them before resolving. */
export async function appendDurably(path: string, content: string): Promise<void> {
  const file = await open(path, 'a');
  try {
    await file.write(content);
    await file.sync();
  } finally {
    await file.close();
  }
}
