import type { FastifyBaseLogger } from 'fastify';
import type { Database, Unlisten } from '../../db/database';
import {
  findStoreEventsAfter,
  lastStoreEventSeq,
  parseStoreEventsPayload,
  STORE_EVENTS_CHANNEL,
} from './store-events.repository';
import { type StreamMessage, streamEventsOf } from './stream-events.service';

/** One open stream as the hub sees it. */
export interface HubSubscriber {
  /** The store's next events, in order, each exactly once. */
  deliver(messages: readonly StreamMessage[]): void;
  /** The hub is closing (the server shuts down). */
  end(): void;
}

export interface Subscription {
  /** Every event after this number reaches the subscriber; those up to it never do. */
  from: number;
  unsubscribe(): void;
}

/** What the hub keeps for a store that has at least one open stream. */
interface StoreFeed {
  storeId: string;
  subscribers: Set<HubSubscriber>;
  /** Subscribers queued to join: the feed must not be dropped under them. */
  joining: number;
  /** The last event number delivered; -1 until read. */
  cursor: number;
  /** The feed's work, one step at a time: joins and reads never interleave. */
  queue: Promise<void>;
  refreshQueued: boolean;
}

const READ_BATCH = 200;

/**
 * The fan-out of one server instance. It LISTENs once (one dedicated connection on
 * PostgreSQL, in process on PGlite) and follows only stores with open streams. A notification
 * for such a store makes it read that store's events after its cursor once, load each order
 * once, and hand the same messages to every stream of the store. Because events are announced
 * only on commit and commit in the order of their numbers, reading "after the cursor" never
 * skips one; a lost listening connection is followed by re-reading every followed store.
 */
export class StoreEventHub {
  private readonly feeds = new Map<string, StoreFeed>();
  private listening: Promise<Unlisten> | null = null;
  private closed = false;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Follows the store for `subscriber`. Answers once it is in: from then on it receives every
   * event numbered after `from`, so a stream replays up to `from` from the log and misses none.
   */
  async subscribe(storeId: string, subscriber: HubSubscriber): Promise<Subscription> {
    if (this.closed) throw new Error('The event hub is closed');
    await this.startListening();
    let feed = this.feeds.get(storeId);
    if (!feed) {
      feed = { storeId, subscribers: new Set(), joining: 0, cursor: -1, queue: Promise.resolve(), refreshQueued: false };
      this.feeds.set(storeId, feed);
    }
    const joined = feed;
    joined.joining += 1;
    try {
      const from = await this.step(joined, async () => {
        if (this.closed) throw new Error('The event hub is closed');
        // Read after LISTEN is active: a later commit is always heard of.
        if (joined.cursor < 0) joined.cursor = await lastStoreEventSeq(this.database.db, storeId);
        joined.subscribers.add(subscriber);
        return joined.cursor;
      });
      return { from, unsubscribe: () => this.leave(joined, subscriber) };
    } finally {
      joined.joining -= 1;
      this.dropIfIdle(joined);
    }
  }

  /** Ends every stream and stops listening. */
  async close(): Promise<void> {
    this.closed = true;
    for (const feed of this.feeds.values()) for (const subscriber of [...feed.subscribers]) subscriber.end();
    this.feeds.clear();
    const listening = this.listening;
    this.listening = null;
    const unlisten = await listening?.catch(() => null);
    await unlisten?.().catch((error: unknown) => this.log.warn({ err: error }, 'event hub: unlisten failed'));
  }

  private startListening(): Promise<Unlisten> {
    this.listening ??= this.database
      .listen(STORE_EVENTS_CHANNEL, {
        onNotify: (payload) => this.heard(payload),
        onReconnect: () => {
          this.log.warn('event hub: listening again, re-reading every followed store');
          for (const feed of this.feeds.values()) this.refresh(feed);
        },
        onError: (error) => this.log.warn({ err: error }, 'event hub: listening connection lost, reconnecting'),
      })
      .catch((error: unknown) => {
        // The next stream tries again.
        this.listening = null;
        throw error;
      });
    return this.listening;
  }

  private heard(payload: string): void {
    const notice = parseStoreEventsPayload(payload);
    const feed = notice && this.feeds.get(notice.storeId);
    if (feed && notice.lastSeq > feed.cursor) this.refresh(feed);
  }

  /** Queues one read of the store's new events; notifications during a read queue one more. */
  private refresh(feed: StoreFeed): void {
    if (feed.refreshQueued) return;
    feed.refreshQueued = true;
    this.step(feed, async () => {
      feed.refreshQueued = false;
      await this.readNewEvents(feed);
    }).catch((error: unknown) => {
      this.log.error({ err: error, storeId: feed.storeId }, 'event hub: reading store events failed');
      // Try again shortly rather than leave the store's streams behind until the next order.
      setTimeout(() => {
        if (this.feeds.get(feed.storeId) === feed) this.refresh(feed);
      }, 1_000).unref();
    });
  }

  private async readNewEvents(feed: StoreFeed): Promise<void> {
    while (feed.subscribers.size > 0 && feed.cursor >= 0) {
      const rows = await findStoreEventsAfter(this.database.db, feed.storeId, feed.cursor, READ_BATCH);
      const last = rows.at(-1);
      if (!last) return;
      const messages = await streamEventsOf(this.database.db, feed.storeId, rows);
      feed.cursor = last.seq;
      if (messages.length > 0) for (const subscriber of [...feed.subscribers]) this.deliver(subscriber, messages);
      if (rows.length < READ_BATCH) return;
    }
  }

  /** One stream's failure must not keep the store's other streams from their events. */
  private deliver(subscriber: HubSubscriber, messages: readonly StreamMessage[]): void {
    try {
      subscriber.deliver(messages);
    } catch (error) {
      this.log.warn({ err: error }, 'event hub: a stream failed to take its events; ending it');
      subscriber.end();
    }
  }

  private step<T>(feed: StoreFeed, work: () => Promise<T>): Promise<T> {
    const result = feed.queue.then(work);
    feed.queue = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  private leave(feed: StoreFeed, subscriber: HubSubscriber): void {
    feed.subscribers.delete(subscriber);
    this.dropIfIdle(feed);
  }

  /** A store nobody follows is forgotten; its next stream reads its cursor afresh. */
  private dropIfIdle(feed: StoreFeed): void {
    if (feed.subscribers.size === 0 && feed.joining === 0 && this.feeds.get(feed.storeId) === feed) {
      this.feeds.delete(feed.storeId);
    }
  }
}
