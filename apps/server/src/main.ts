import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { readConfig } from './config';
import { type DataDirLock, DataDirLockedError, lockDataDir, refusalMessage } from './db/data-dir-lock';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seedDemoIfEmpty } from './demo/seed-demo';
import { drainRequests } from './lifecycle/request-drain';
import { issueSetupLinkIfEmpty, setupLinkNotice } from './modules/setup/setup.service';

/**
 * How long requests in flight get to finish once stopping, and then how long the live streams get
 * to end (the events module's preClose ends them at once).
 */
const SHUTDOWN_GRACE_MS = 5_000;

// A signal during the start is kept and honoured once the server is up, so nothing is left half done.
let stopRequested: string | null = null;
let shutDown: ((signal: string) => Promise<void>) | null = null;
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (shutDown) void shutDown(signal);
    else stopRequested ??= signal;
  });
}

const config = readConfig();

// The embedded database admits one process: a second server or a CLI command on the same
// DATA_DIR is refused before it touches the files. PostgreSQL takes any number of instances.
let lock: DataDirLock | null = null;
if (!config.databaseUrl) {
  try {
    lock = lockDataDir(config.dataDir, 'server');
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    process.stderr.write(`${refusalMessage(error, 'server')}\n`);
    process.exit(1);
  }
}

const database = await openDatabase(config);
await migrate(database);
// Only the embedded database seeds itself, unless DEMO=false; PostgreSQL gets the demo through `cli seed-demo`.
if (database.kind === 'pglite' && config.demo) await seedDemoIfEmpty(database, config);
// Still without users (a real store's first start): a one-time link creates the first store and its root.
const setupLink = await issueSetupLinkIfEmpty(database.db, config.publicUrl);

const app = await buildApp({ config, database });
const drain = drainRequests(app.server);
await app.listen({ port: config.port, host: config.host });
lock?.setPort((app.server.address() as AddressInfo).port);
if (setupLink) process.stdout.write(`${setupLinkNotice(setupLink)}\n`);

/**
 * The order matters: refuse new requests with 503 while still listening, let those in flight
 * finish, then close the app (its preClose ends the live streams, the server stops listening,
 * the notifications sender claims nothing more and lets its sends in flight finish),
 * then the database, and only then let the folder go for the next process.
 */
let closing = false;
shutDown = async (signal) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: new requests get 503, those in flight finish');
  // Whatever hangs below, a stopped server must not stay up (the exit handler frees the lock).
  // The requests and streams get their grace each; the app's close then waits for the
  // notifications being sent, each within its send timeout.
  setTimeout(() => {
    app.log.error('shutdown took too long: exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS * 3 + config.notifications.sendTimeoutMs).unref();
  drain.start();
  await drain.settled({ streams: false, timeoutMs: SHUTDOWN_GRACE_MS });
  const closed = app.close();
  await drain.settled({ streams: true, timeoutMs: SHUTDOWN_GRACE_MS });
  // Sockets a browser opened ahead and never used: Node does not count them as idle, and they
  // would hold the close until they time out.
  app.server.closeAllConnections();
  await closed;
  await database.close();
  lock?.release();
  process.exit(0);
};
if (stopRequested) void shutDown(stopRequested);
