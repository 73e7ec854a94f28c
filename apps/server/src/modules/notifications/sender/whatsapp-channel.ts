import type { FastifyBaseLogger } from 'fastify';
import { normalisePhone } from '@comanda/contract/phone';
import type { Config } from '../../../config';
import type { DeliveryMessage, SendOutcome, WhatsAppChannel } from './channel';

/*
 * The WhatsApp channel: one approved template message per delivery through the WhatsApp Cloud
 * API (README "WhatsApp"). Every template takes two body parameters, the order number and the
 * order's link (a test message: the store's name and the link). Unconfigured, each message is
 * logged and marked skipped, never retried.
 */

export const NOT_CONFIGURED = 'no enviado: WhatsApp no esta configurado';
export const INVALID_PHONE = 'telefono invalido';

/** Cloud API error codes that mean "too many messages now": worth a later attempt. */
const THROTTLED_CODES = new Set([4, 80007, 130429, 131048, 131056]);
/** Cloud API error codes for a passing fault on Meta's side (unknown, service unavailable). */
const TRANSIENT_CODES = new Set([1, 2, 131000, 131016]);

type Templates = Config['whatsapp']['templates'];

/** The template of a notification key: new order, rider assigned, test; any other change. */
export function templateFor(key: string, templates: Templates): string {
  if (key === 'order:created') return templates.orderCreated;
  if (key === 'order:delivery:rider:assigned:me') return templates.riderAssigned;
  if (key === 'test') return templates.test;
  return templates.orderChanged;
}

/** What a log line may show of a phone: its last 4 digits. */
export const phoneTail = (phone: string): string => `...${phone.replace(/\D/g, '').slice(-4)}`;

/** The Cloud API's request body for a template message to `to` (E.164 digits, no '+'). */
export function templateMessageBody(to: string, message: DeliveryMessage, templates: Templates) {
  const first = message.order ? String(message.order.number) : message.storeName;
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'template',
    template: {
      name: templateFor(message.key, templates),
      language: { code: templates.language },
      components: [
        {
          type: 'body',
          parameters: [
            { type: 'text', text: first },
            { type: 'text', text: message.url },
          ],
        },
      ],
    },
  };
}

interface CloudApiError {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  fbtrace_id?: string;
}

/** Retry-After as seconds or an HTTP date, in ms from now; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function describeError(status: number, error: CloudApiError | undefined): string {
  if (!error) return `WhatsApp respondio ${status}`;
  const code = error.code === undefined ? '' : ` (codigo ${error.code}${error.error_subcode ? `/${error.error_subcode}` : ''})`;
  const trace = error.fbtrace_id ? ` [fbtrace_id ${error.fbtrace_id}]` : '';
  return `WhatsApp respondio ${status}: ${error.message ?? 'sin mensaje'}${code}${trace}`;
}

/** How a Cloud API answer ends the attempt. */
export function outcomeOf(status: number, body: unknown, retryAfter: string | null): SendOutcome {
  const answer = (body ?? {}) as { messages?: Array<{ id?: unknown }>; error?: CloudApiError };
  if (status >= 200 && status < 300) {
    if (typeof answer.messages?.[0]?.id === 'string') return { kind: 'sent' };
    // Not the Cloud API (a wrong WHATSAPP_API_URL answering 200): sending again would not help.
    return { kind: 'dead', error: `WhatsApp respondio ${status} sin id de mensaje: revise WHATSAPP_API_URL` };
  }
  const error = describeError(status, answer.error);
  const code = answer.error?.code;
  if (status === 429 || (code !== undefined && THROTTLED_CODES.has(code))) {
    const wait = retryAfterMs(retryAfter);
    return wait === undefined ? { kind: 'retry', error } : { kind: 'retry', error, retryAfterMs: wait };
  }
  if (status >= 500 || (code !== undefined && TRANSIENT_CODES.has(code))) return { kind: 'retry', error };
  // 401/403 (token), 131026 undeliverable, 131030 not in the allowed list, 100 invalid parameter...
  return { kind: 'dead', error };
}

export function createWhatsAppChannel(config: Config, log: FastifyBaseLogger): WhatsAppChannel {
  const { cloudApi, templates } = config.whatsapp;
  if (!cloudApi) {
    return {
      send: async (phone, message) => {
        log.info({ deliveryId: message.deliveryId, key: message.key, phone: phoneTail(phone) }, 'not sent: WhatsApp not configured');
        return { kind: 'skipped', error: NOT_CONFIGURED };
      },
    };
  }
  const endpoint = `${cloudApi.apiUrl}/${encodeURIComponent(cloudApi.phoneNumberId)}/messages`;
  return {
    send: async (phone, message, signal) => {
      const e164 = normalisePhone(phone);
      if (!e164) return { kind: 'dead', error: INVALID_PHONE };
      let response: Response;
      let text: string;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization: `Bearer ${cloudApi.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(templateMessageBody(e164.slice(1), message, templates)),
          signal,
        });
        text = await response.text();
      } catch (error) {
        if (signal.aborted) return { kind: 'retry', error: 'WhatsApp no respondio a tiempo' };
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        return { kind: 'retry', error: `No se pudo conectar con WhatsApp: ${cause?.code ?? cause?.message ?? String(error)}` };
      }
      return outcomeOf(response.status, parseJson(text), response.headers.get('retry-after'));
    },
  };
}
