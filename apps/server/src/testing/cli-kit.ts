import { buildCli } from '../cli-program';
import { readConfig } from '../config';
import type { Database } from '../db/database';

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

/**
 * Runs one command line of `npm run cli` in-process against a test database, as the CLI would
 * with `DATA_DIR` set to `dataDir`: what it printed and its exit code. `onDatabaseUse` hears each
 * time a command opens the database.
 */
export async function runCliIn(
  database: Database,
  dataDir: string,
  args: string[],
  onDatabaseUse: () => void = () => undefined,
): Promise<CliRun> {
  const result: CliRun = { code: 0, out: '', err: '' };
  const cli = buildCli({
    useDatabase: (work) => {
      onDatabaseUse();
      return work(database, readConfig({ DATA_DIR: dataDir }));
    },
    out: (text) => void (result.out += text),
    err: (text) => void (result.err += text),
    fail: (message) => {
      result.err += `${message}\n`;
      result.code = 1;
    },
    throwOnParseError: true,
  });
  try {
    await cli.parseAsync(args, { from: 'user' });
  } catch (error) {
    result.code = (error as { exitCode?: number }).exitCode ?? 1;
  }
  return result;
}
