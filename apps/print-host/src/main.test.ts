import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { queueDirectory } from './testing/test-host';

const packageDirectory = fileURLToPath(new URL('..', import.meta.url));
const scratch = queueDirectory();
afterAll(scratch.remove);

/** `npm run print-host` as a store computer runs it: node with tsx, from the package. */
function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageDirectory,
    env: { PATH: process.env.PATH ?? '', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe('npm run print-host', () => {
  it('refuses to start with a bad configuration, naming the field', async () => {
    const main = startMain({ PRINT_HOST_CONFIG: join(scratch.path, 'missing.json') });
    expect(await main.exited).toBe(1);
    expect(main.output().stderr).toContain('PRINT_HOST_CONFIG: no existe el archivo / file not found');

    const file = join(scratch.path, 'no-printers.json');
    writeFileSync(file, JSON.stringify({ origins: ['https://comanda.example.com'] }));
    const empty = startMain({ PRINT_HOST_CONFIG: file });
    expect(await empty.exited).toBe(1);
    expect(empty.output().stderr).toContain('printers');
    expect(empty.output().stderr).toContain('a printer list is required');
  });

  it('starts from the environment and stops on SIGTERM', async () => {
    // A config file of defaults; the printers and the rest come from the environment.
    const file = join(scratch.path, 'ok.json');
    writeFileSync(file, '{}');
    const ok = startMain({
      PRINT_HOST_CONFIG: file,
      PRINT_HOST_PORT: '0',
      PRINT_HOST_QUEUE_DIR: join(scratch.path, 'queue'),
      PRINT_HOST_PRINTERS: JSON.stringify([{ name: 'cocina', tickets: ['kitchen'], device: join(scratch.path, 'lp0') }]),
    });
    await expect.poll(() => ok.output().stdout, { timeout: 60_000, interval: 100 }).toContain('print host listening');
    const url = (JSON.parse(ok.output().stdout.split('\n').find((line) => line.includes('listening'))!) as { url: string }).url;
    const status = (await (await fetch(`${url}/status`)).json()) as { result: { printers: unknown[] } };
    expect(status.result.printers).toHaveLength(1);
    ok.child.kill('SIGTERM');
    expect(await ok.exited).toBe(0);
    expect(ok.output().stdout).toContain('"msg":"stopped"');
  });
});
