import { buildCli } from './cli-program';
import { readConfig } from './config';
import { DataDirLockedError, lockDataDir, refusalMessage } from './db/data-dir-lock';
import { openDatabase } from './db/database';

const cli = buildCli({
  useDatabase: async (work) => {
    const config = readConfig();
    // On the embedded database a running server would keep its own copy and lose this change:
    // refuse while it (or another command) holds DATA_DIR.
    let lock = null;
    if (!config.databaseUrl) {
      try {
        lock = lockDataDir(config.dataDir, 'cli');
      } catch (error) {
        throw error instanceof DataDirLockedError ? new Error(refusalMessage(error, 'cli')) : error;
      }
    }
    try {
      const database = await openDatabase(config);
      try {
        await work(database, config);
      } finally {
        await database.close();
      }
    } finally {
      lock?.release();
    }
  },
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  fail: (message) => {
    process.stderr.write(`${message}\n`);
    process.exitCode = 1;
  },
});
await cli.parseAsync();
