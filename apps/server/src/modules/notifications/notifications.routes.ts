import type { FastifyInstance } from 'fastify';
import { notificationRoutes } from '@comanda/contract/notifications';
import { registerContractRoute } from '../../http/contract-route';
import type { AppDeps } from '../../http/deps';
import { allow, requireAccess } from '../../http/guard';
import { getNotifications, keysForRole, saveNotifications } from './notifications.service';
import { findPushSubscription } from './push-subscriptions.repository';
import { savePushToken } from './push-token.service';
import { sendTestMessage } from './test-message.service';

/**
 * Notification settings of the caller's power (not of the store): every role may read and save
 * its own, within the keys its role allows. The live event stream is registered elsewhere.
 */
export function registerNotificationRoutes(app: FastifyInstance, { database, vapid }: AppDeps): void {
  const { db } = database;
  registerContractRoute(app, notificationRoutes.get, {
    access: allow.staff,
    handler: ({ request }) => getNotifications(db, requireAccess(request)),
  });
  registerContractRoute(app, notificationRoutes.save, {
    access: allow.staff,
    version: { database, current: ({ request }) => getNotifications(db, requireAccess(request)) },
    handler: ({ body, request }) => saveNotifications(db, requireAccess(request), body),
  });
  registerContractRoute(app, notificationRoutes.keys, {
    access: allow.staff,
    handler: async ({ request }) => keysForRole(requireAccess(request).role),
  });
  registerContractRoute(app, notificationRoutes.savePushToken, {
    access: allow.staff,
    handler: ({ body, request }) => savePushToken(db, requireAccess(request), body),
  });
  registerContractRoute(app, notificationRoutes.pushToken, {
    access: allow.staff,
    handler: async ({ request }) => {
      const { powerId, deviceId } = requireAccess(request);
      return { token: await findPushSubscription(db, powerId, deviceId) };
    },
  });
  registerContractRoute(app, notificationRoutes.sendTest, {
    access: allow.staff,
    handler: ({ body, request }) => sendTestMessage(db, requireAccess(request), body),
  });
  registerContractRoute(app, notificationRoutes.vapidPublicKey, {
    access: allow.staff,
    handler: async () => ({ key: vapid.publicKey }),
  });
}
