import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const webRoot = path.join(repoRoot, 'apps/web');

/** `npm run build -w apps/web` into a folder of the bench's own, so apps/web/dist stays as it is. */
export async function buildWebApp(outDir: string): Promise<void> {
  const child = spawn('npm', ['run', 'build', '-w', 'apps/web', '--', '--outDir', outDir, '--emptyOutDir'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`The web app build failed (exit code ${code}):\n${output}`);
}

/** Deletes the .br and .gz siblings, so the server sends every file as it is (the old serving). */
export function removePrecompressed(dir: string): number {
  let removed = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /\.(br|gz)$/.test(entry.name)) {
      fs.rmSync(path.join(entry.parentPath, entry.name));
      removed += 1;
    }
  }
  return removed;
}
