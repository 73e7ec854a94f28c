import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { PushSubscriptionJson } from '@comanda/contract/notifications';
import type { Config } from '../../../config';
import type { VapidKeys } from '../vapid-keys';
import { parseRetryAfter } from './backoff';
import type { DeliveryMessage, PushChannel, SendOutcome } from './channel';
import { notificationText, orderPath } from './notification-texts';

/** What the service worker receives (apps/web's service worker shows it and opens `url`). */
export interface PushPayload {
  title: string;
  body: string;
  /** The page to open, a path on the app's own origin. */
  url: string;
  /** Replaces an earlier notification of the same order and key on the device. */
  tag: string;
  order_id: string | null;
  number: number | null;
}

/** Keys a person must hear of at once: the device is woken even when saving battery. */
const urgentKeys = new Set(['order:created', 'order:delivery:rider:assigned:me']);

export function pushPayload(message: DeliveryMessage): PushPayload {
  const { order } = message;
  return {
    ...notificationText(message.key, order, message.storeName),
    url: orderPath(order),
    tag: order ? `${order.id}:${message.key}` : message.key,
    order_id: order?.id ?? null,
    number: order?.number ?? null,
  };
}

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and aes128gcm payloads (RFC 8291), through the
 * `web-push` library, which encrypts and signs; the request itself goes through fetch, so the
 * send's AbortSignal applies.
 */
export function createPushChannel(config: Config, vapid: VapidKeys, log: FastifyBaseLogger): PushChannel {
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey };
  return {
    async send(subscription: PushSubscriptionJson, message: DeliveryMessage, signal: AbortSignal): Promise<SendOutcome> {
      let request: webpush.RequestDetails;
      try {
        request = webpush.generateRequestDetails(subscription, JSON.stringify(pushPayload(message)), {
          vapidDetails,
          TTL: config.push.ttlSeconds,
          urgency: urgentKeys.has(message.key) ? 'high' : 'normal',
          contentEncoding: 'aes128gcm',
        });
      } catch (error) {
        // The subscription's keys cannot be used (not a P-256 point): it never will be.
        return { kind: 'dead', error: `suscripcion push inutilizable: ${errorText(error)}` };
      }
      let response: Response;
      try {
        response = await fetch(request.endpoint, {
          method: 'POST',
          headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
          body: request.body ?? undefined,
          signal,
          redirect: 'manual',
        });
      } catch (error) {
        if (signal.aborted) return { kind: 'retry', error: 'el servicio push no respondio a tiempo' };
        return { kind: 'retry', error: `error de red: ${errorText(error)}` };
      }
      // The body is small text at most; read it so the connection is kept.
      const text = await response.text().catch(() => '');
      const outcome = classifyPushResponse(response.status, response.headers.get('retry-after'));
      if (outcome.kind !== 'sent' && text) log.debug({ deliveryId: message.deliveryId, status: response.status, body: text.slice(0, 200) }, 'push service answer');
      return outcome;
    },
  };
}

/** How a push service's answer counts (RFC 8030 section 5 and the services' usual codes). */
export function classifyPushResponse(status: number, retryAfter: string | null): SendOutcome {
  if (status === 200 || status === 201 || status === 202) return { kind: 'sent' };
  if (status === 404 || status === 410) return { kind: 'dead', error: `el servicio push respondio ${status}: suscripcion vencida`, subscriptionGone: true };
  if (status === 429 || status >= 500) {
    const retryAfterMs = parseRetryAfter(retryAfter);
    const error = status === 429 ? 'el servicio push respondio 429: demasiados envios' : `el servicio push respondio ${status}`;
    return { kind: 'retry', error, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
  }
  return { kind: 'dead', error: `el servicio push rechazo el envio (${status})` };
}

/** An error's message and code, without the URL (an endpoint is a capability). */
function errorText(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | null)?.cause;
  if (cause?.code) return cause.code;
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/https?:\/\/\S+/g, '<endpoint>');
}
