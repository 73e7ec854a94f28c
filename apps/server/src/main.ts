import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seedDemoIfEmpty } from './demo/seed-demo';

const config = readConfig();
const database = await openDatabase(config);
await migrate(database);
// Only the embedded database seeds itself; PostgreSQL gets the demo through `cli seed-demo`.
if (database.kind === 'pglite') await seedDemoIfEmpty(database, config);

const app = await buildApp({ config, database });
await app.listen({ port: config.port, host: config.host });

let closing = false;
async function shutDown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: draining requests');
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutDown('SIGTERM'));
process.on('SIGINT', () => void shutDown('SIGINT'));
