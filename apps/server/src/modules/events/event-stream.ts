import { once } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { StreamEvent } from '@comanda/contract/events';
import type { HubSubscriber } from './event-hub';
import { SSE_HEARTBEAT, sseFrame } from './sse-frame';
import type { StreamMessage } from './stream-events.service';

export interface EventStreamTimings {
  /** A comment line at least this often. */
  heartbeatMs: number;
  /** How often the caller's token is checked again. */
  authCheckMs: number;
}

/**
 * A client that reads this slowly is cut off rather than held in memory without limit; it
 * reconnects with Last-Event-ID and catches up from the log.
 */
const MAX_UNSENT_BYTES = 8 * 1024 * 1024;

/**
 * One open text/event-stream response. Live messages that arrive while the replay is being
 * written wait in a buffer; `goLive` sends `ready`, then the buffer, then everything as it
 * comes. Nothing numbered at or below the last number sent is written twice.
 */
export class EventStream implements HubSubscriber {
  private buffered: StreamMessage[] | null = [];
  private lastSent = 0;
  private opened = false;
  private ended = false;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly endListeners: Array<() => void> = [];

  constructor(
    private readonly response: ServerResponse,
    private readonly timings: EventStreamTimings,
    /** Whether the caller may still read the stream (token not revoked or expired). */
    private readonly stillAllowed: () => Promise<boolean>,
  ) {
    response.on('close', () => this.end());
  }

  get isEnded(): boolean {
    return this.ended;
  }

  /** Runs once when the stream ends, however it ends (at once if it already has). */
  onEnd(listener: () => void): void {
    if (this.ended) listener();
    else this.endListeners.push(listener);
  }

  /** Writes the status and headers; from here on failures end the stream instead of answering. */
  open(): void {
    if (this.ended) return;
    this.opened = true;
    this.response.socket?.setNoDelay(true);
    this.response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      // nginx and the like would otherwise hold events back in their buffers.
      'x-accel-buffering': 'no',
      // The socket leaves with the stream: a kept-alive idle socket would hold a closing server
      // until the client dropped it, and a stream's connection is not worth reusing.
      connection: 'close',
    });
    this.response.flushHeaders();
    this.timers.push(setInterval(() => this.write(SSE_HEARTBEAT), this.timings.heartbeatMs));
    this.timers.push(setInterval(() => void this.checkAccess(), this.timings.authCheckMs));
  }

  /** Replayed events, in order, at the pace the client reads them (a replay can be large). */
  async sendReplay(messages: readonly StreamMessage[]): Promise<void> {
    for (const message of messages) {
      if (this.ended) return;
      this.send([message]);
      if (this.response.writableNeedDrain) await Promise.race([once(this.response, 'drain'), once(this.response, 'close')]);
    }
  }

  /** A message outside the log (`reset`), which moves the stream's position to its number. */
  sendMarker(event: StreamEvent): void {
    this.write(sseFrame(event));
    this.lastSent = Math.max(this.lastSent, event.seq);
  }

  /** Sends `ready` at `seq`, then what arrived live meanwhile, and from now on goes straight out. */
  goLive(seq: number): void {
    this.lastSent = Math.max(this.lastSent, seq);
    this.write(sseFrame({ type: 'ready', seq: this.lastSent }));
    const buffered = this.buffered ?? [];
    this.buffered = null;
    this.send(buffered);
  }

  deliver(messages: readonly StreamMessage[]): void {
    if (this.ended) return;
    if (this.buffered) this.buffered.push(...messages);
    else this.send(messages);
    // A deactivated member's stream ends now rather than at the next periodic check.
    if (messages.some((message) => message.recheckAccess)) void this.checkAccess();
  }

  end(): void {
    if (this.ended) return;
    this.ended = true;
    for (const timer of this.timers) clearInterval(timer);
    this.buffered = null;
    // Before `open` the route still answers (or has answered) through Fastify.
    if (this.opened && !this.response.writableEnded) this.response.end();
    for (const listener of this.endListeners.splice(0)) listener();
  }

  private send(messages: readonly StreamMessage[]): void {
    for (const message of messages) {
      if (message.seq <= this.lastSent) continue;
      this.write(message.frame);
      this.lastSent = message.seq;
    }
  }

  private write(text: string): void {
    if (this.ended || this.response.writableEnded || this.response.destroyed) return;
    this.response.write(text);
    if (this.response.writableLength > MAX_UNSENT_BYTES) this.end();
  }

  private checking = false;
  /** A check asked for while one runs: that one may have read the token before the change. */
  private checkAgain = false;
  private async checkAccess(): Promise<void> {
    if (this.ended) return;
    if (this.checking) {
      this.checkAgain = true;
      return;
    }
    this.checking = true;
    try {
      do {
        this.checkAgain = false;
        if (!(await this.stillAllowed())) this.end();
      } while (this.checkAgain && !this.ended);
    } catch {
      // A failed check (database briefly away) is not a revocation; the next one decides.
    } finally {
      this.checking = false;
    }
  }
}
