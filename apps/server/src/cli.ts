import { buildCli } from './cli-program';
import { readConfig } from './config';
import { openDatabase } from './db/database';

const cli = buildCli({
  useDatabase: async (work) => {
    const config = readConfig();
    const database = await openDatabase(config);
    try {
      await work(database, config);
    } finally {
      await database.close();
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
