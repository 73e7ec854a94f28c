import pg from 'pg';

/** What a LISTEN subscriber is told. */
export interface NotificationHandlers {
  /** A NOTIFY payload on the channel. */
  onNotify(payload: string): void;
  /**
   * The listening connection came back after it was lost: notifications sent meanwhile were
   * missed, so the subscriber re-reads whatever it follows.
   */
  onReconnect?(): void;
  /** The listening connection was lost or a reconnect failed (for the log; it keeps trying). */
  onError?(error: unknown): void;
}

export type Unlisten = () => Promise<void>;

const RECONNECT_FIRST_MS = 100;
const RECONNECT_MAX_MS = 5_000;
/** How the listening session shows in pg_stat_activity (and how a test finds it to cut it). */
export const LISTENER_APPLICATION_NAME = 'comanda_listener';

/**
 * One dedicated connection that LISTENs for a whole process: pooled connections cannot hold a
 * LISTEN (they are handed to other queries). If the connection drops it reconnects with growing
 * pauses, LISTENs again to every channel, and tells each subscriber, which re-reads what it may
 * have missed.
 */
export class PgNotificationListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private listeningOn = new Set<string>();
  private readonly handlers = new Map<string, Set<NotificationHandlers>>();
  private reconnectTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly connectionString: string) {}

  async listen(channel: string, handlers: NotificationHandlers): Promise<Unlisten> {
    if (this.closed) throw new Error('The notification listener is closed');
    let subscribers = this.handlers.get(channel);
    if (!subscribers) {
      subscribers = new Set();
      this.handlers.set(channel, subscribers);
    }
    subscribers.add(handlers);
    try {
      const client = await this.connected();
      // A connection made before this channel was added did not LISTEN to it.
      if (!this.listeningOn.has(channel)) {
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
        this.listeningOn.add(channel);
      }
    } catch (error) {
      this.forget(channel, handlers);
      throw error;
    }
    return async () => {
      if (!this.forget(channel, handlers) || !this.client) return;
      this.listeningOn.delete(channel);
      await this.client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const client = this.client ?? (await this.connecting?.catch(() => null)) ?? null;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  /** Removes a subscriber; true when it was the channel's last. */
  private forget(channel: string, handlers: NotificationHandlers): boolean {
    const subscribers = this.handlers.get(channel);
    if (!subscribers?.delete(handlers) || subscribers.size > 0) return false;
    this.handlers.delete(channel);
    return true;
  }

  private connected(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: LISTENER_APPLICATION_NAME,
    });
    client.on('notification', (message) => {
      for (const handlers of [...(this.handlers.get(message.channel) ?? [])]) handlers.onNotify(message.payload ?? '');
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('The listening connection ended')));
    try {
      await client.connect();
      const channels = [...this.handlers.keys()];
      for (const channel of channels) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (this.closed) throw new Error('The notification listener is closed');
      this.client = client;
      this.listeningOn = new Set(channels);
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  private lost(client: pg.Client, error: unknown): void {
    if (client !== this.client) return;
    this.client = null;
    this.listeningOn.clear();
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.tellAll((handlers) => handlers.onError?.(error));
    this.scheduleReconnect(0);
  }

  private scheduleReconnect(attempt: number): void {
    if (this.closed || this.reconnectTimer) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** attempt);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connected().then(
        () => this.tellAll((handlers) => handlers.onReconnect?.()),
        (error: unknown) => {
          if (this.closed) return;
          this.tellAll((handlers) => handlers.onError?.(error));
          this.scheduleReconnect(attempt + 1);
        },
      );
    }, delay);
    this.reconnectTimer.unref();
  }

  private tellAll(tell: (handlers: NotificationHandlers) => void): void {
    for (const subscribers of this.handlers.values()) for (const handlers of [...subscribers]) tell(handlers);
  }
}
