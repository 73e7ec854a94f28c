import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { PrintHostConfig } from './config/config-schema';
import { createHttpServer } from './http/http-server';
import { type PrinterLane, type PrintRequest, printOrder } from './print-orders';
import { type SendBytes, sendToPrinter } from './printing/send-to-printer';
import { JobQueue } from './queue/job-queue';
import { PrintedKeys } from './queue/printed-keys';
import { PrinterWorker } from './queue/printer-worker';
import { PRINT_HOST_VERSION } from './version';

export interface RunningPrintHost {
  /** http://host:port */
  url: string;
  /** Stops taking requests, lets each printer finish the ticket it is writing, then resolves. */
  close: () => Promise<void>;
}

/** A printer's queue directory: its name made safe for a file name. */
const laneDirectory = (queueDir: string, name: string) =>
  join(queueDir, 'printers', encodeURIComponent(name).replace(/%/g, '_'));

export async function startPrintHost(config: PrintHostConfig, log: Logger, send: SendBytes = sendToPrinter): Promise<RunningPrintHost> {
  const keys = await PrintedKeys.open(join(config.queue_dir, 'printed-keys.txt'), config.printed_keys_max);
  const retry = { minMs: config.retry_min_ms, maxMs: Math.max(config.retry_min_ms, config.retry_max_ms) };
  const lanes: PrinterLane[] = [];
  for (const printer of config.printers) {
    const queue = await JobQueue.open(laneDirectory(config.queue_dir, printer.name));
    lanes.push({ printer, queue, worker: new PrinterWorker(printer, queue, send, retry, log) });
  }

  // One POST at a time from the duplicate check to the queued key, so two tabs printing the same
  // order at once print it once.
  let turn: Promise<unknown> = Promise.resolve();
  const print = (request: PrintRequest) => {
    const next = turn.then(() => printOrder(lanes, keys, request));
    turn = next.catch(() => undefined);
    return next;
  };

  const server = createHttpServer({
    origins: config.origins,
    timeZone: config.timezone,
    version: PRINT_HOST_VERSION,
    log,
    takes: (ticket) => lanes.some((lane) => lane.printer.tickets.includes(ticket)),
    print,
    printers: () => lanes.map((lane) => lane.worker.status()),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${host}:${port}`;
  log.info({ url, printers: config.printers.map((p) => `${p.name} (${p.tickets.join(', ')})`), queued: lanes.map((l) => l.queue.length) }, 'print host listening');

  // What was queued before a restart prints first.
  for (const lane of lanes) lane.worker.kick();

  let closing: Promise<void> | null = null;
  const close = () => {
    closing ??= (async () => {
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await Promise.all(lanes.map((lane) => lane.worker.stop()));
      await turn;
      await stopped;
    })();
    return closing;
  };
  return { url, close };
}
