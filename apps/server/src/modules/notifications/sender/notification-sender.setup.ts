import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../http/deps';
import { NotificationSender } from './notification-sender';
import { createPushChannel } from './push-channel';
import { createWhatsAppChannel } from './whatsapp-channel';

/**
 * Every server instance sends the outbox: the sender starts when the app is ready and, on close,
 * waits for its sends in flight (main.ts closes the app before the database).
 */
export function registerNotificationSender(app: FastifyInstance, { config, database, vapid }: AppDeps): void {
  const log = app.log.child({ module: 'notifications' });
  const sender = new NotificationSender({
    database,
    config,
    log,
    channels: { push: createPushChannel(config, vapid, log), whatsapp: createWhatsAppChannel(config, log) },
  });
  app.addHook('onReady', () => sender.start());
  app.addHook('onClose', () => sender.stop());
}
