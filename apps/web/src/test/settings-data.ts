import type { NotificationKeyInfo, Notifications } from '@comanda/contract/notifications';
import { notificationKeys } from '@comanda/contract/notifications';
import type { ShipmentSettings, TakeAwaySettings } from '@comanda/contract/store/delivery';
import { ars } from '@comanda/contract/money';
import { POWER_ID } from './demo-data';

export const settingsPaths = {
  profile: '/v1/backoffice/store/profile',
  schedule: '/v1/backoffice/store/schedule',
  shipment: '/v1/backoffice/store/delivery/shipment',
  takeAway: '/v1/backoffice/store/delivery/take_away',
  cash: '/v1/backoffice/store/payments/cash',
  bankTransfer: '/v1/backoffice/store/payments/bank_transfer',
  mercadoPago: '/v1/backoffice/store/payments/mercado_pago',
  preparation: '/v1/backoffice/store/preparation',
  notifications: '/v1/backoffice/store/notifications',
  notificationKeys: '/v1/backoffice/store/notifications/keys',
  pushToken: '/v1/backoffice/store/notifications/firebase_token',
  testMessage: '/v1/backoffice/store/notifications/test',
  vapidPublicKey: '/v1/backoffice/store/notifications/vapid_public_key',
} as const;

export function shipmentSettings(overrides: Partial<ShipmentSettings> = {}): ShipmentSettings {
  return {
    enabled: true,
    immediate_enabled: true,
    schedule_enabled: false,
    schedule: [],
    cost: ars(500),
    min_amount_items: ars(2000),
    ...overrides,
  };
}

export function takeAwaySettings(overrides: Partial<TakeAwaySettings> = {}): TakeAwaySettings {
  return {
    enabled: false,
    address: { city: 'Rosario', address_one: 'Cordoba 1234', address_two: '', indications: '' },
    immediate_enabled: false,
    schedule_enabled: false,
    schedule: [],
    ...overrides,
  };
}

/** Every kind, as the server offers them to a manager. */
export const allNotificationKeys: NotificationKeyInfo[] = notificationKeys;

export function notificationSettings(overrides: Partial<Notifications> = {}): Notifications {
  return {
    id: '6b5a4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d',
    power_id: POWER_ID,
    active: true,
    created_at: '2025-03-01T12:00:00.000Z',
    whatsapp: null,
    push: { keys: ['order:created'] },
    ...overrides,
  };
}
