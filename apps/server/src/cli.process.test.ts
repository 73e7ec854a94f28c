import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = path.join(os.tmpdir(), `comanda-cli-test-${randomUUID()}`);
const tsx = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');

/** Runs `cli.ts` as `npm run cli` does, in its own process. */
const cli = (...args: string[]) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(tsx, [path.join(import.meta.dirname, 'cli.ts'), ...args], { env: { ...process.env, DATA_DIR: dataDir } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });

describe('cli as a process', () => {
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('--help exits 0, a bad command line exits non-zero', async () => {
    // None of these opens the database, so they run side by side.
    const [help, bad, simulateHelp, badRate] = await Promise.all([
      cli('--help'),
      cli('power', 'grant', '--role', 'jefe'),
      cli('simulate-orders', '--help'),
      cli('simulate-orders', '--store', 'centro', '--rate', '2/dia'),
    ]);
    expect(help.code).toBe(0);
    for (const command of ['migrate', 'seed-demo', 'store', 'user', 'power', 'simulate-orders', 'notifications']) expect(help.stdout).toContain(command);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('Allowed choices');
    expect(simulateHelp.code).toBe(0);
    for (const option of ['--store', '--rate', '--for', '--url', '2/min', '30m']) expect(simulateHelp.stdout).toContain(option);
    expect(badRate.code).not.toBe(0);
    expect(badRate.stderr).toContain('no es una frecuencia');
  });
});
