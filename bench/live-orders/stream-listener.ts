import { performance } from 'node:perf_hooks';
import { RENEW_ACCESS_EVERY_MS } from '@comanda/contract/auth';
import { LAST_EVENT_ID_HEADER } from '@comanda/contract/events';
import type { StaffSession } from './staff-api';

/**
 * Follows a store's live stream on one server instance as the web client does: fetch with the
 * Authorization header, renewing access every 4 minutes and reconnecting with Last-Event-ID
 * whenever the stream ends (an access token's stream ends when the token expires).
 */
export class StreamListener {
  reconnects = 0;
  private lastEventId: string | null = null;
  private abort = new AbortController();
  private stopped = false;
  private loop: Promise<void> | null = null;
  private markReady!: () => void;
  /** Resolves at the first `ready` message: the stream is live. */
  readonly ready = new Promise<void>((resolve) => (this.markReady = resolve));

  constructor(
    private readonly baseUrl: string,
    private readonly staff: StaffSession,
    /** Each `order:created` message, with when it was read (performance.now()). */
    private readonly onOrderCreated: (orderId: string, at: number) => void,
  ) {}

  start(): void {
    this.loop = this.follow();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.abort.abort();
    await this.loop;
  }

  private async follow(): Promise<void> {
    while (!this.stopped) {
      try {
        if (this.staff.accessAgeMs > RENEW_ACCESS_EVERY_MS) await this.staff.renew(this.baseUrl);
        await this.readOnce();
      } catch (error) {
        if (this.stopped) return;
        console.error(`stream: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (this.stopped) return;
      this.reconnects += 1;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  private async readOnce(): Promise<void> {
    this.abort = new AbortController();
    const response = await fetch(`${this.baseUrl}/v1/backoffice/events`, {
      headers: {
        accept: 'text/event-stream',
        ...this.staff.headers,
        ...(this.lastEventId === null ? {} : { [LAST_EVENT_ID_HEADER]: this.lastEventId }),
      },
      signal: this.abort.signal,
    });
    if (response.status !== 200 || !response.body) throw new Error(`stream answered ${response.status}: ${await response.text()}`);
    const decoder = new TextDecoder();
    let text = '';
    for await (const chunk of response.body) {
      const now = performance.now();
      text += decoder.decode(chunk as Uint8Array, { stream: true });
      let end = text.indexOf('\n\n');
      while (end >= 0) {
        this.message(text.slice(0, end), now);
        text = text.slice(end + 2);
        end = text.indexOf('\n\n');
      }
    }
  }

  private message(block: string, at: number): void {
    let type = '';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) type = line.slice(7);
      else if (line.startsWith('id: ')) this.lastEventId = line.slice(4);
      else if (line.startsWith('data: ')) data += line.slice(6);
    }
    if (type === 'ready') this.markReady();
    if (type !== 'order') return;
    const event = JSON.parse(data) as { kind: string; order: { id: string } };
    if (event.kind === 'order:created') this.onOrderCreated(event.order.id, at);
  }
}
