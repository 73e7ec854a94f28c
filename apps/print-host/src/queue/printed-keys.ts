import { readFile } from 'node:fs/promises';
import { appendDurably, writeDurably } from './durable-file';

/**
 * The tickets already sent to each printer ("printer order-id ticket", one per line), so a
 * duplicate POST (a reload, two tabs, auto-print and the button) prints nothing. Only the latest
 * `max` keys are kept: the file is appended to and rewritten down to `max` when it doubles.
 */
export class PrintedKeys {
  private keys = new Set<string>();
  private linesInFile = 0;
  /** Writes one after another, so a rewrite never races an append. */
  private writes: Promise<void> = Promise.resolve();

  private constructor(
    private readonly path: string,
    private readonly max: number,
  ) {}

  static async open(path: string, max: number): Promise<PrintedKeys> {
    const store = new PrintedKeys(path, max);
    let text = '';
    try {
      text = await readFile(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const lines = text.split('\n').filter(Boolean);
    store.linesInFile = lines.length;
    // A Set keeps insertion order: re-adding moves nothing, so the oldest come first.
    for (const line of lines.slice(-max)) store.keys.add(line);
    return store;
  }

  static key(printer: string, orderId: string, ticket: string): string {
    return `${printer} ${orderId} ${ticket}`;
  }

  has(key: string): boolean {
    return this.keys.has(key);
  }

  get size(): number {
    return this.keys.size;
  }

  async add(key: string): Promise<void> {
    this.keys.delete(key);
    this.keys.add(key);
    while (this.keys.size > this.max) this.keys.delete(this.keys.values().next().value!);
    const write = this.writes.then(() => this.write(key));
    this.writes = write.catch(() => undefined);
    await write;
  }

  private async write(key: string): Promise<void> {
    if (this.linesInFile + 1 > this.max * 2) {
      await writeDurably(this.path, [...this.keys].map((kept) => `${kept}\n`).join(''));
      this.linesInFile = this.keys.size;
    } else {
      await appendDurably(this.path, `${key}\n`);
      this.linesInFile += 1;
    }
  }
}
