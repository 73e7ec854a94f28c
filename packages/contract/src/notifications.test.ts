import { describe, expect, it } from 'vitest';
import {
  NotificationsBody,
  PushToken,
  managerNotificationKeys,
  notificationKeys,
  notificationKeysFor,
  parsePushToken,
} from './notifications';

const subscription = {
  endpoint: 'https://push.example.test/send/abc',
  expirationTime: null,
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
};

describe('notification keys', () => {
  it('names the eight keys in Spanish', () => {
    expect(notificationKeys).toHaveLength(8);
    for (const { name } of notificationKeys) expect(name).not.toBe('');
  });

  it('gives managers every key and anyone else only their own rides', () => {
    expect(notificationKeysFor('admin')).toEqual(managerNotificationKeys);
    expect(notificationKeysFor('root')).toHaveLength(8);
    expect(notificationKeysFor('delivery')).toEqual(['order:delivery:rider:assigned:me']);
    expect(notificationKeysFor('initial')).toEqual(['order:delivery:rider:assigned:me']);
  });

  it('checks the settings body', () => {
    expect(
      NotificationsBody.safeParse({ whatsapp: { keys: ['order:created'] }, push: null }).success,
    ).toBe(true);
    expect(
      NotificationsBody.safeParse({ whatsapp: { keys: ['order:eaten'] }, push: null }).success,
    ).toBe(false);
    expect(
      NotificationsBody.safeParse({
        whatsapp: { keys: ['order:created', 'order:created'] },
        push: null,
      }).success,
    ).toBe(false);
  });
});

describe('push token', () => {
  it('takes a serialised Web Push subscription, or null to unsubscribe', () => {
    const token = JSON.stringify(subscription);
    expect(parsePushToken(token)?.endpoint).toBe(subscription.endpoint);
    expect(PushToken.parse({ token })).toEqual({ token });
    expect(PushToken.parse({ token: null })).toEqual({ token: null });
  });

  it('refuses anything else', () => {
    expect(PushToken.safeParse({ token: 'fcm-token-123' }).success).toBe(false);
    expect(
      PushToken.safeParse({ token: JSON.stringify({ ...subscription, endpoint: 'javascript:x' }) })
        .success,
    ).toBe(false);
    expect(PushToken.safeParse({}).success).toBe(false);
  });
});
