import type { Logger } from 'pino';
import type { PrinterConfig } from '../config/config-schema';
import type { SendBytes } from '../printing/send-to-printer';
import type { JobQueue } from './job-queue';

export type PrinterState = 'unknown' | 'ok' | 'unreachable';

export interface PrinterStatus {
  name: string;
  tickets: PrinterConfig['tickets'];
  paper: PrinterConfig['paper'];
  state: PrinterState;
  last_error: string | null;
  last_error_at: string | null;
  queue_length: number;
}

export interface RetryPolicy {
  minMs: number;
  maxMs: number;
}

/**
 * Prints one printer's queue in order: the oldest job is sent, and deleted only once the printer
 * took it. When sending fails the job stays first and is tried again after a wait that doubles up
 * to the policy's maximum, so a printer switched off prints everything once it is back.
 */
export class PrinterWorker {
  private state: PrinterState = 'unknown';
  private lastError: string | null = null;
  private lastErrorAt: string | null = null;
  private running: Promise<void> | null = null;
  private stopping = false;
  private wake: (() => void) | null = null;
  private delay: NodeJS.Timeout | null = null;

  constructor(
    private readonly printer: PrinterConfig,
    private readonly queue: JobQueue,
    private readonly send: SendBytes,
    private readonly retry: RetryPolicy,
    private readonly log: Logger,
  ) {}

  status(): PrinterStatus {
    return {
      name: this.printer.name,
      tickets: this.printer.tickets,
      paper: this.printer.paper,
      state: this.state,
      last_error: this.lastError,
      last_error_at: this.lastErrorAt,
      queue_length: this.queue.length,
    };
  }

  /** Starts printing what is queued; call again after queueing more (wakes a waiting retry too). */
  kick(): void {
    if (this.stopping) return;
    if (this.running) {
      this.wakeUp();
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      // A job queued while the loop was ending.
      if (!this.stopping && this.queue.length > 0) this.kick();
    });
  }

  /** Lets the ticket being written finish, then prints nothing more. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeUp();
    await this.running;
  }

  private wakeUp(): void {
    if (this.delay) clearTimeout(this.delay);
    this.delay = null;
    this.wake?.();
    this.wake = null;
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.wake = resolve;
      this.delay = setTimeout(() => this.wakeUp(), ms);
    });
  }

  private async drain(): Promise<void> {
    let wait = this.retry.minMs;
    while (!this.stopping) {
      let job;
      try {
        job = await this.queue.peek();
      } catch (error) {
        // A job file that cannot be read would block the queue for ever: it is set aside.
        this.log.error({ printer: this.printer.name, err: error }, 'unreadable print job set aside');
        await this.queue.setAsideHead();
        continue;
      }
      if (!job) return;
      try {
        await this.send(this.printer, Buffer.from(job.bytes, 'base64'));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (this.state !== 'unreachable' || this.lastError !== message) {
          this.log.warn({ printer: this.printer.name, err: message, queued: this.queue.length }, 'printer unreachable; tickets wait in the queue');
        }
        this.state = 'unreachable';
        this.lastError = message;
        this.lastErrorAt = new Date().toISOString();
        await this.pause(wait);
        wait = Math.min(wait * 2, this.retry.maxMs);
        continue;
      }
      if (this.state === 'unreachable') this.log.info({ printer: this.printer.name }, 'printer is back');
      this.state = 'ok';
      wait = this.retry.minMs;
      // Printed: a file left behind (the disk failing) would print again after a restart.
      await this.queue.remove(job.seq).catch((error: unknown) => {
        this.log.error({ printer: this.printer.name, err: error }, 'printed job file could not be deleted');
      });
      this.log.info({ printer: this.printer.name, order: job.number, ticket: job.ticket, reprint: job.reprint }, 'ticket printed');
    }
  }
}
