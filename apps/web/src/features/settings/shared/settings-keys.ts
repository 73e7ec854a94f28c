/** Query keys of the store settings: one per GET, replaced by what its PUT answers. */
export const settingsKeys = {
  profile: ['settings', 'profile'],
  schedule: ['settings', 'schedule'],
  shipment: ['settings', 'delivery', 'shipment'],
  takeAway: ['settings', 'delivery', 'take_away'],
  cash: ['settings', 'payments', 'cash'],
  bankTransfer: ['settings', 'payments', 'bank_transfer'],
  mercadoPago: ['settings', 'payments', 'mercado_pago'],
  preparation: ['settings', 'preparation'],
  notifications: ['settings', 'notifications'],
  notificationKeys: ['settings', 'notifications', 'keys'],
  vapidPublicKey: ['settings', 'notifications', 'vapid_public_key'],
  pushToken: ['settings', 'notifications', 'firebase_token'],
} as const;

export type SettingsKey = (typeof settingsKeys)[keyof typeof settingsKeys];
