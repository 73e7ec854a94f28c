import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { readConfig } from '../../../config';
import { type PushEndpoint, startPushEndpoint } from '../../../testing/push-endpoint';
import type { DeliveryMessage, PushChannel } from './channel';
import { createPushChannel } from './push-channel';
import pino from 'pino';

const order = { id: '6f1c7d0e-0000-4000-8000-000000000001', number: 42, clientName: 'Maria Gonzalez', total: '12345.50' };
const message = (key = 'order:created'): DeliveryMessage => ({
  deliveryId: 1,
  key,
  storeId: '6f1c7d0e-0000-4000-8000-0000000000ff',
  storeName: 'Pizzeria',
  order,
  url: `http://localhost:8080/orders/${order.id}`,
});
const signal = () => AbortSignal.timeout(5_000);

describe('the Web Push channel', () => {
  const keys = webpush.generateVAPIDKeys();
  const vapid = { ...keys, subject: 'mailto:soporte@comanda.test' };
  const config = readConfig({ PUSH_TTL_SECONDS: '600' });
  const log = pino({ level: 'silent' });
  let endpoint: PushEndpoint;
  let channel: PushChannel;
  beforeAll(async () => {
    endpoint = await startPushEndpoint({ applicationServerKey: keys.publicKey });
    channel = createPushChannel(config, vapid, log);
  });
  afterAll(() => endpoint.close());

  it('sends a VAPID-signed, aes128gcm-encrypted message the device decrypts, with TTL and high urgency for a new order', async () => {
    const subscription = endpoint.subscribe();
    expect(await channel.send(subscription.json, message(), signal())).toEqual({ kind: 'sent' });
    expect(endpoint.rejections).toEqual([]);
    const [received] = endpoint.received.filter((push) => push.subscriptionId === subscription.id);
    expect(received).toMatchObject({
      ttl: 600,
      urgency: 'high',
      payload: {
        title: 'Nueva orden #42',
        body: 'Maria Gonzalez · 12.345,50 ARS',
        url: `/orders/${order.id}`,
        tag: `${order.id}:order:created`,
        order_id: order.id,
        number: 42,
      },
    });
  });

  it('sends other keys with normal urgency', async () => {
    const subscription = endpoint.subscribe();
    expect(await channel.send(subscription.json, message('order:payment:changed'), signal())).toEqual({ kind: 'sent' });
    expect(endpoint.received.find((push) => push.subscriptionId === subscription.id)).toMatchObject({
      urgency: 'normal',
      payload: { title: 'Orden #42: cambio en el pago' },
    });
  });

  it('is refused by the service when the encryption or the signature is wrong', async () => {
    const subscription = endpoint.subscribe();
    const rejected = endpoint.rejections.length;
    // The browser's auth secret is another: the body cannot be decrypted.
    const wrongAuth = { ...subscription.json, keys: { ...subscription.json.keys, auth: Buffer.alloc(16, 7).toString('base64url') } };
    expect(await channel.send(wrongAuth, message(), signal())).toMatchObject({ kind: 'dead' });
    expect(endpoint.rejections.at(-1)).toContain('no se descifra');
    // Signed with a key the browser did not subscribe with.
    const stranger = createPushChannel(config, { ...webpush.generateVAPIDKeys(), subject: vapid.subject }, log);
    expect(await stranger.send(subscription.json, message(), signal())).toMatchObject({ kind: 'dead' });
    expect(endpoint.rejections.at(-1)).toContain('k no es la clave');
    expect(endpoint.received.some((push) => push.subscriptionId === subscription.id)).toBe(false);
    expect(endpoint.rejections).toHaveLength(rejected + 2);
  });

  it('classifies the answers: gone, retry later, Retry-After, refused', async () => {
    const subscription = endpoint.subscribe();
    const send = () => channel.send(subscription.json, message(), signal());
    endpoint.answerNext(subscription.id, { status: 404 }, { status: 500 }, { status: 503 }, { status: 429, retryAfter: '7' });
    expect(await send()).toMatchObject({ kind: 'dead', subscriptionGone: true });
    expect(await send()).toMatchObject({ kind: 'retry', error: expect.stringContaining('500') });
    expect(await send()).toMatchObject({ kind: 'retry', error: expect.stringContaining('503') });
    expect(await send()).toMatchObject({ kind: 'retry', retryAfterMs: 7_000 });
    const at = new Date(Date.now() + 60_000).toUTCString();
    endpoint.answerNext(subscription.id, { status: 429, retryAfter: at }, { status: 400 }, { status: 413 });
    const dated = await send();
    expect(dated).toMatchObject({ kind: 'retry' });
    expect(dated.kind === 'retry' && dated.retryAfterMs).toBeGreaterThan(55_000);
    expect(await send()).toMatchObject({ kind: 'dead', error: expect.stringContaining('400') });
    expect(await send()).toMatchObject({ kind: 'dead', error: expect.stringContaining('413') });
    endpoint.unsubscribe(subscription.id);
    expect(await send()).toMatchObject({ kind: 'dead', subscriptionGone: true, error: expect.stringContaining('410') });
  });

  it('retries when the service cannot be reached or does not answer in time', async () => {
    const subscription = endpoint.subscribe();
    const nowhere = { ...subscription.json, endpoint: 'http://127.0.0.1:9/push/none' };
    expect(await channel.send(nowhere, message(), signal())).toMatchObject({ kind: 'retry', error: expect.stringContaining('red') });
    endpoint.closeGate();
    const slow = await channel.send(subscription.json, message(), AbortSignal.timeout(200));
    endpoint.openGate();
    expect(slow).toEqual({ kind: 'retry', error: 'el servicio push no respondio a tiempo' });
  });
});
