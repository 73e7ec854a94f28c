import type { FastifyBaseLogger } from 'fastify';
import { parsePushToken } from '@comanda/contract/notifications';
import type { Config } from '../../../config';
import type { Database, Unlisten } from '../../../db/database';
import { retryDelayMs } from './backoff';
import type { Channels, DeliveryMessage, SendOutcome } from './channel';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  deleteGoneSubscription,
  markFinal,
  markRetry,
  markSent,
} from './deliveries.repository';

/** Channel the outbox trigger (migration 019) notifies on commit. */
export const NOTIFICATIONS_CHANNEL = 'comanda_notifications';

export const UNSUBSCRIBED_DEVICE = 'el dispositivo ya no esta suscripto';

export interface NotificationSenderDeps {
  database: Database;
  config: Pick<Config, 'notifications' | 'publicUrl'>;
  channels: Channels;
  log: FastifyBaseLogger;
}

/**
 * The outbox's sender in one server instance. It wakes when a change commits deliveries (LISTEN),
 * every pollMs (retries that came due, rows another instance left when it died), and when a
 * retry of its own comes due; it claims what it has room for (a lease per row, see
 * claimDueDeliveries), sends up to `concurrency` at once, each within sendTimeoutMs, and
 * records each outcome. stop() claims nothing more and waits for the sends in flight.
 */
export class NotificationSender {
  private readonly inFlight = new Set<Promise<void>>();
  private claiming: Promise<void> | null = null;
  /** Something may be due that was not claimed yet. */
  private wanted = false;
  private stopped = false;
  private unlisten: Unlisten | null = null;
  private pollTimer: NodeJS.Timeout | null = null;
  private retryTimer: { at: number; timer: NodeJS.Timeout } | null = null;

  constructor(private readonly deps: NotificationSenderDeps) {}

  async start(): Promise<void> {
    const { database, config, log } = this.deps;
    this.unlisten = await database.listen(NOTIFICATIONS_CHANNEL, {
      onNotify: () => this.wake(),
      onReconnect: () => this.wake(),
      onError: (error) => log.warn({ err: error }, 'notifications: listening connection lost, reconnecting'),
    });
    this.pollTimer = setInterval(() => this.wake(), config.notifications.pollMs);
    this.pollTimer.unref();
    // Rows left by a previous run, or committed before we listened.
    this.wake();
  }

  /** Claims nothing more and resolves once every send in flight is recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.pollTimer) clearInterval(this.pollTimer);
    if (this.retryTimer) clearTimeout(this.retryTimer.timer);
    this.pollTimer = null;
    this.retryTimer = null;
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.().catch((error: unknown) => this.deps.log.warn({ err: error }, 'notifications: unlisten failed'));
    await this.claiming;
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
  }

  /** Looks for due rows now, or as soon as a send slot frees. */
  wake(): void {
    if (this.stopped) return;
    this.wanted = true;
    this.claiming ??= this.claimWhileWanted().finally(() => {
      this.claiming = null;
      // A wake-up heard after the loop's last look and before this point.
      if (this.wanted && this.hasRoom()) this.wake();
    });
  }

  private hasRoom(): boolean {
    return this.inFlight.size < this.deps.config.notifications.concurrency;
  }

  private async claimWhileWanted(): Promise<void> {
    const { database, config, log } = this.deps;
    while (this.wanted && !this.stopped) {
      const room = config.notifications.concurrency - this.inFlight.size;
      // A finishing send wakes us again.
      if (room <= 0) return;
      this.wanted = false;
      let claimed: ClaimedDelivery[];
      try {
        claimed = await claimDueDeliveries(database.db, room, config.notifications.leaseMs);
      } catch (error) {
        // The next poll tries again.
        this.wanted = false;
        if (!this.stopped) log.error({ err: error }, 'notifications: claiming due deliveries failed');
        return;
      }
      // Rows claimed while stopping are sent too: stop() waits for them like any other.
      for (const delivery of claimed) this.startSend(delivery);
      if (claimed.length === room) this.wanted = true;
    }
  }

  private startSend(delivery: ClaimedDelivery): void {
    const task: Promise<void> = this.deliver(delivery)
      .catch((error: unknown) => {
        // Recording failed: the lease frees the row, and it is sent again after it passes.
        this.deps.log.error({ err: error, deliveryId: delivery.id }, 'notifications: recording a delivery failed');
      })
      .finally(() => {
        this.inFlight.delete(task);
        if (this.wanted) this.wake();
      });
    this.inFlight.add(task);
  }

  private async deliver(delivery: ClaimedDelivery): Promise<void> {
    const outcome = await this.send(delivery);
    await this.record(delivery, outcome);
  }

  private async send(delivery: ClaimedDelivery): Promise<SendOutcome> {
    const { config, channels } = this.deps;
    const message: DeliveryMessage = {
      deliveryId: delivery.id,
      key: delivery.key,
      storeId: delivery.storeId,
      storeName: delivery.storeName,
      order: delivery.order,
      url: delivery.order ? `${config.publicUrl}/orders/${delivery.order.id}` : `${config.publicUrl}/orders`,
    };
    const signal = AbortSignal.timeout(config.notifications.sendTimeoutMs);
    try {
      if (delivery.channel === 'whatsapp') return await channels.whatsapp.send(delivery.phone ?? '', message, signal);
      if (delivery.subscription === null) return { kind: 'skipped', error: UNSUBSCRIBED_DEVICE };
      const subscription = parsePushToken(delivery.subscription);
      if (!subscription) return { kind: 'dead', error: 'suscripcion push invalida' };
      return await channels.push.send(subscription, message, signal);
    } catch (error) {
      // A channel that throws did not say the error is permanent.
      return { kind: 'retry', error: error instanceof Error ? error.message : String(error) };
    }
  }

  private async record(delivery: ClaimedDelivery, outcome: SendOutcome): Promise<void> {
    const { database, config, log } = this.deps;
    const { db } = database;
    const about = { deliveryId: delivery.id, channel: delivery.channel, key: delivery.key, attempts: delivery.attempts };
    switch (outcome.kind) {
      case 'sent':
        await markSent(db, delivery.id);
        log.info(about, 'notification sent');
        return;
      case 'skipped':
        await markFinal(db, delivery.id, 'skipped', outcome.error);
        log.info({ ...about, error: outcome.error }, 'notification not sent');
        return;
      case 'dead':
        if (outcome.subscriptionGone && delivery.deviceId && delivery.subscription !== null) {
          await deleteGoneSubscription(db, delivery.powerId, delivery.deviceId, delivery.subscription);
        }
        await markFinal(db, delivery.id, 'failed', outcome.error);
        log.warn({ ...about, error: outcome.error, subscriptionGone: outcome.subscriptionGone ?? false }, 'notification failed for good');
        return;
      case 'retry': {
        if (delivery.attempts >= config.notifications.maxAttempts) {
          await markFinal(db, delivery.id, 'failed', outcome.error);
          log.warn({ ...about, error: outcome.error }, 'notification failed: attempts exhausted');
          return;
        }
        const delayMs = outcome.retryAfterMs ?? retryDelayMs(delivery.attempts, config.notifications);
        await markRetry(db, delivery.id, delayMs, outcome.error);
        this.wakeIn(delayMs);
        log.warn({ ...about, error: outcome.error, retryInMs: delayMs }, 'notification will be retried');
        return;
      }
    }
  }

  /** A retry of our own comes due before the next poll: look then (one timer, the earliest). */
  private wakeIn(delayMs: number): void {
    if (this.stopped || delayMs >= this.deps.config.notifications.pollMs) return;
    const at = Date.now() + delayMs;
    if (this.retryTimer && this.retryTimer.at <= at) return;
    if (this.retryTimer) clearTimeout(this.retryTimer.timer);
    const timer = setTimeout(() => {
      this.retryTimer = null;
      this.wake();
    }, delayMs + 5);
    timer.unref();
    this.retryTimer = { at, timer };
  }
}
