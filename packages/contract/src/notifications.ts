import { z } from 'zod';
import { IsoDateTime, Uuid } from './common';
import { type Role, isManager } from './roles';
import { defineRoute } from './route';

/** The events staff can be told about (SPEC.md section 6). */
export const NotificationKey = z.enum([
  'order:created',
  'order:changed',
  'order:preparation:changed',
  'order:delivery:changed',
  'order:payment:changed',
  'order:payment:transfer:voucher:changed',
  'order:delivery:rider:changed',
  'order:delivery:rider:assigned:me',
]);
export type NotificationKey = z.infer<typeof NotificationKey>;

export const notificationKeyLabel: Record<NotificationKey, string> = {
  'order:created': 'Nueva orden',
  'order:changed': 'Cambio de estado de una orden',
  'order:preparation:changed': 'Cambio en la preparacion',
  'order:delivery:changed': 'Cambio en la entrega',
  'order:payment:changed': 'Cambio en el pago',
  'order:payment:transfer:voucher:changed': 'Comprobante de transferencia cargado',
  'order:delivery:rider:changed': 'Cambio de repartidor',
  'order:delivery:rider:assigned:me': 'Me asignaron una entrega',
};

export const NotificationKeyInfo = z.object({ key: NotificationKey, name: z.string() });
export type NotificationKeyInfo = z.infer<typeof NotificationKeyInfo>;

/** Every key with its Spanish name, in the order the settings table shows them. */
export const notificationKeys: NotificationKeyInfo[] = NotificationKey.options.map((key) => ({
  key,
  name: notificationKeyLabel[key],
}));

export const managerNotificationKeys: readonly NotificationKey[] = NotificationKey.options;
export const staffNotificationKeys: readonly NotificationKey[] = [
  'order:delivery:rider:assigned:me',
];

/** The keys a role may subscribe to: root and admin all, anyone else only their own rides. */
export const notificationKeysFor = (role: Role): readonly NotificationKey[] =>
  isManager(role) ? managerNotificationKeys : staffNotificationKeys;

const NotificationKeyList = z
  .array(NotificationKey)
  .max(NotificationKey.options.length)
  .refine((keys) => new Set(keys).size === keys.length, 'una clave aparece dos veces');

/** One channel's settings; null means the channel is off. */
export const NotificationChannel = z.object({ keys: NotificationKeyList }).nullable();
export type NotificationChannel = z.infer<typeof NotificationChannel>;

/** A power's notification settings. */
export const Notifications = z.object({
  id: Uuid,
  power_id: Uuid,
  active: z.boolean(),
  created_at: IsoDateTime,
  whatsapp: NotificationChannel,
  push: NotificationChannel,
});
export type Notifications = z.infer<typeof Notifications>;

/** PUT body; a key the caller's role may not use answers 403 FORBIDDEN. */
export const NotificationsBody = z.object({
  whatsapp: NotificationChannel,
  push: NotificationChannel,
});
export type NotificationsBody = z.infer<typeof NotificationsBody>;

export const PUSH_TOKEN_MAX = 4000;

/** A Web Push subscription as `PushSubscription.toJSON()` gives it. */
export const PushSubscriptionJson = z.object({
  endpoint: z.url({ protocol: /^https?$/ }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionJson>;

/** The subscription, or undefined when the text is not a serialised subscription. */
export function parsePushToken(token: string): PushSubscriptionJson | undefined {
  try {
    const parsed = PushSubscriptionJson.safeParse(JSON.parse(token));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The path keeps its historic name (firebase_token); its token is `JSON.stringify` of this
 * device's Web Push subscription. null unsubscribes the device (DECISIONS.md "Notifications").
 */
export const PushToken = z.object({
  token: z
    .string()
    .max(PUSH_TOKEN_MAX)
    .refine((token) => parsePushToken(token) !== undefined, 'suscripcion push invalida')
    .nullable(),
});
export type PushToken = z.infer<typeof PushToken>;

/** The server's VAPID public key (base64url), null when push is not configured. */
export const VapidPublicKey = z.object({ key: z.string().nullable() });
export type VapidPublicKey = z.infer<typeof VapidPublicKey>;

/** 'Enviar prueba': which channel to try. */
export const TestMessageBody = z.object({ channel: z.enum(['push', 'whatsapp']) });
export type TestMessageBody = z.infer<typeof TestMessageBody>;

/** How many messages were queued: one per subscribed device (push), one to the phone (WhatsApp). */
export const TestMessageQueued = z.object({ queued: z.number().int().positive() });
export type TestMessageQueued = z.infer<typeof TestMessageQueued>;

export const notificationRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/store/notifications',
    tag: 'notifications',
    summary: 'Notificaciones del poder actual (WhatsApp y push)',
    response: Notifications,
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/store/notifications',
    tag: 'notifications',
    summary: 'Guarda que notificaciones recibe el poder actual por WhatsApp y por push',
    body: NotificationsBody,
    response: Notifications,
  }),
  keys: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/store/notifications/keys',
    tag: 'notifications',
    summary: 'Tipos de notificacion que el rol actual puede recibir',
    response: z.array(NotificationKeyInfo),
  }),
  savePushToken: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/store/notifications/firebase_token',
    tag: 'notifications',
    summary: 'Suscribe (suscripcion Web Push serializada) o desuscribe (null) este dispositivo',
    body: PushToken,
    response: PushToken,
  }),
  pushToken: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/store/notifications/firebase_token',
    tag: 'notifications',
    summary: 'Suscripcion push de este dispositivo para el poder actual (null si no esta suscripto)',
    response: PushToken,
  }),
  sendTest: defineRoute({
    method: 'POST',
    path: '/v1/backoffice/store/notifications/test',
    tag: 'notifications',
    summary:
      'Envia un mensaje de prueba al usuario actual: push a cada dispositivo suscripto de este poder, o WhatsApp a su telefono',
    body: TestMessageBody,
    response: TestMessageQueued,
  }),
  vapidPublicKey: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/store/notifications/vapid_public_key',
    tag: 'notifications',
    summary: 'Clave publica VAPID para suscribir el navegador a push',
    response: VapidPublicKey,
  }),
};
