import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { figuresOf, type LoadFigures } from './load';

export const sqlDir = path.resolve(import.meta.dirname, 'sql');

export type SqlVariables = Record<string, string | number>;

/**
 * Runs one of sql/*.sql through pgbench (extended protocol, as node-postgres sends it, or
 * prepared, as the app sends the statements it keeps prepared) for `seconds` at `connections`
 * clients and reads the per-transaction log for the percentiles.
 */
export async function pgbench(
  databaseUrl: string,
  file: string,
  variables: SqlVariables,
  options: { connections: number; seconds: number; protocol?: 'extended' | 'prepared' },
): Promise<LoadFigures> {
  const logDir = await fs.mkdtemp(path.join(os.tmpdir(), 'comanda-pgbench-'));
  try {
    const args = [
      '--no-vacuum',
      `--protocol=${options.protocol ?? 'extended'}`,
      `--client=${options.connections}`,
      `--jobs=${Math.min(options.connections, 2)}`,
      `--time=${options.seconds}`,
      '--log',
      `--log-prefix=${path.join(logDir, 'tx')}`,
      ...Object.entries(variables).map(([name, value]) => `--define=${name}=${value}`),
      `--file=${path.join(sqlDir, file)}`,
      databaseUrl,
    ];
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn('pgbench', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`pgbench ${file} failed (${code}):\n${text}`))));
    });
    const latencies: number[] = [];
    for (const name of await fs.readdir(logDir)) {
      const log = await fs.readFile(path.join(logDir, name), 'utf8');
      // client_id transaction_no time(us) script_no time_epoch time_us
      for (const line of log.split('\n')) {
        const micros = Number(line.split(' ')[2]);
        if (Number.isFinite(micros) && line !== '') latencies.push(micros / 1000);
      }
    }
    const failed = Number(/number of failed transactions: (\d+)/.exec(output)?.[1] ?? 0);
    return figuresOf(latencies, options.connections, options.seconds, failed ? { failed } : {});
  } finally {
    await fs.rm(logDir, { recursive: true, force: true });
  }
}
