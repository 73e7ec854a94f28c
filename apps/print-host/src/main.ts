import { ConfigError, loadConfig } from './config/load-config';
import { createLogger } from './logger';
import { startPrintHost } from './print-host';

/*
 * npm run print-host: reads and checks the configuration, then serves until SIGTERM or SIGINT,
 * which let the ticket being written finish before exiting.
 */
const log = createLogger();

try {
  // npm runs the script in apps/print-host; INIT_CWD is where `npm run print-host` was typed,
  // so ./print-host.json and ./print-queue are found there.
  const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  const host = await startPrintHost(config, log);
  const stop = (signal: string) => {
    log.info({ signal }, 'stopping: finishing the ticket being written');
    void host.close().then(() => {
      log.info('stopped');
      process.exit(0);
    });
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
} catch (error) {
  if (error instanceof ConfigError) {
    log.fatal({ problems: error.problems }, 'invalid configuration');
    console.error(error.message);
  } else {
    log.fatal({ err: error }, 'print host did not start');
  }
  process.exit(1);
}
