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

/**
 * How long requests in flight get to finish. Live streams end at once (the events module's
 * preClose); what remains after this are sockets a browser opened ahead and never used, which
 * Node does not count as idle and would otherwise hold the exit until they time out.
 */
const SHUTDOWN_GRACE_MS = 5_000;

let closing = false;
async function shutDown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: draining requests');
  setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutDown('SIGTERM'));
process.on('SIGINT', () => void shutDown('SIGINT'));
