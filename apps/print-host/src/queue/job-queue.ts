import { mkdir, readFile, readdir, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { TicketKind } from '@comanda/contract/tickets';
import { syncDirectory, writeDurably } from './durable-file';

/** A rendered ticket waiting for its printer. */
export interface PrintJob {
  seq: number;
  order_id: string;
  number: number;
  ticket: TicketKind;
  reprint: boolean;
  created_at: string;
  /** The ESC/POS bytes, base64. */
  bytes: string;
}

const JOB_FILE = /^(\d{12})\.json$/;
const fileName = (seq: number) => `${String(seq).padStart(12, '0')}.json`;

/**
 * One printer's queue on disk: a directory of numbered job files, each written whole and fsync'd
 * before the POST is answered, and deleted once the printer took it. Jobs print in number order,
 * and whatever is left after a restart prints first.
 */
export class JobQueue {
  /** The jobs written, in order. */
  private seqs: number[] = [];
  private nextSeq = 1;

  private constructor(private readonly directory: string) {}

  static async open(directory: string): Promise<JobQueue> {
    await mkdir(directory, { recursive: true });
    const queue = new JobQueue(directory);
    const names = await readdir(directory);
    queue.seqs = names
      .map((name) => JOB_FILE.exec(name)?.[1])
      .filter((seq): seq is string => seq !== undefined)
      .map(Number)
      .sort((a, b) => a - b);
    queue.nextSeq = (queue.seqs.at(-1) ?? 0) + 1;
    return queue;
  }

  get length(): number {
    return this.seqs.length;
  }

  async push(job: Omit<PrintJob, 'seq'>): Promise<PrintJob> {
    // Numbered before the write so two POSTs at once get different numbers; listed once written.
    const seq = this.nextSeq++;
    const full = { seq, ...job };
    await writeDurably(join(this.directory, fileName(seq)), JSON.stringify(full));
    this.seqs.push(seq);
    this.seqs.sort((a, b) => a - b);
    return full;
  }

  /** The oldest job, or null when the queue is empty. */
  async peek(): Promise<PrintJob | null> {
    const seq = this.seqs[0];
    if (seq === undefined) return null;
    return JSON.parse(await readFile(join(this.directory, fileName(seq)), 'utf8')) as PrintJob;
  }

  /** Drops a printed job: from the queue at once, then its file. */
  async remove(seq: number): Promise<void> {
    this.seqs = this.seqs.filter((kept) => kept !== seq);
    await unlink(join(this.directory, fileName(seq)));
    await syncDirectory(this.directory);
  }

  /** Renames the oldest job file to *.bad (kept for a person to look at) and drops it. */
  async setAsideHead(): Promise<void> {
    const seq = this.seqs.shift();
    if (seq === undefined) return;
    const path = join(this.directory, fileName(seq));
    await rename(path, `${path}.bad`).catch(() => undefined);
  }
}
