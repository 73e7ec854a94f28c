import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

/*
 * A local stand-in for the WhatsApp Cloud API, for tests: it takes POST
 * /{version}/{phone number id}/messages with a bearer token and a template message, and answers
 * as the Cloud API does, a message id on success and {error: {message, type, code,
 * error_subcode, fbtrace_id}} otherwise. A request with the wrong token, path or body is
 * refused as the Cloud API refuses it, so a channel that sends something else fails its test.
 */

const VERSION = 'v21.0';

const TemplateMessage = z.strictObject({
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual'),
  to: z.string().regex(/^[1-9]\d{7,14}$/, 'E.164 digits'),
  type: z.literal('template'),
  template: z.strictObject({
    name: z.string().min(1),
    language: z.strictObject({ code: z.string().min(2) }),
    components: z.array(
      z.strictObject({
        type: z.literal('body'),
        parameters: z.array(z.strictObject({ type: z.literal('text'), text: z.string().min(1) })),
      }),
    ),
  }),
});

/** A template message the endpoint accepted. */
export interface ReceivedWhatsApp {
  id: string;
  /** E.164 digits, no '+'. */
  to: string;
  template: string;
  language: string;
  /** The body's parameters: the order number (or store name) and the link. */
  parameters: string[];
}

/** What the endpoint answers to the next request, instead of accepting it. */
export type WhatsAppAnswer =
  | { status: number; code: number; message?: string; subcode?: number; retryAfter?: string }
  /** Keep the request open and never answer (a timeout). */
  | 'hold'
  /** Close the connection without an answer (a network error). */
  | 'hang-up';

export interface WhatsAppEndpoint {
  /** Environment that points a server at this endpoint. */
  env: { WHATSAPP_API_URL: string; WHATSAPP_PHONE_NUMBER_ID: string; WHATSAPP_TOKEN: string };
  /** Accepted messages, in order. */
  messages: ReceivedWhatsApp[];
  /** Every request that reached it, accepted or not. */
  requests: number;
  /** Answers for the next requests, in order; afterwards requests are accepted again. */
  answerNext(...answers: WhatsAppAnswer[]): void;
  close(): Promise<void>;
}

function cloudError(status: number, code: number, message: string, subcode?: number) {
  return {
    status,
    body: {
      error: {
        message,
        type: 'OAuthException',
        code,
        ...(subcode === undefined ? {} : { error_subcode: subcode }),
        fbtrace_id: `trace-${randomUUID().slice(0, 8)}`,
      },
    },
  };
}

export async function startWhatsAppEndpoint(): Promise<WhatsAppEndpoint> {
  const phoneNumberId = '106540352242922';
  const token = `token-${randomUUID()}`;
  const queued: WhatsAppAnswer[] = [];
  const held = new Set<http.ServerResponse>();

  const state = { messages: [] as ReceivedWhatsApp[], requests: 0 };

  function handle(request: http.IncomingMessage, body: string): { status: number; body: unknown; headers?: Record<string, string> } | 'hold' | 'hang-up' {
    if (request.method !== 'POST' || request.url !== `/${VERSION}/${phoneNumberId}/messages`) {
      return cloudError(400, 100, `Unsupported post request. Object with ID '${request.url}' does not exist`, 33);
    }
    if (request.headers.authorization !== `Bearer ${token}`) {
      return cloudError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
    }
    if (!request.headers['content-type']?.startsWith('application/json')) {
      return cloudError(400, 100, '(#100) The parameter messaging_product is required.');
    }
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return cloudError(400, 100, '(#100) Invalid JSON');
    }
    const parsed = TemplateMessage.safeParse(json);
    if (!parsed.success) {
      return cloudError(400, 100, `(#100) Invalid parameter: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    }
    const next = queued.shift();
    if (next === 'hold' || next === 'hang-up') return next;
    if (next) {
      const answer = cloudError(next.status, next.code, next.message ?? `(#${next.code}) error`, next.subcode);
      return next.retryAfter ? { ...answer, headers: { 'retry-after': next.retryAfter } } : answer;
    }
    const message = parsed.data;
    const id = `wamid.${randomUUID().replace(/-/g, '')}`;
    state.messages.push({
      id,
      to: message.to,
      template: message.template.name,
      language: message.template.language.code,
      parameters: message.template.components.flatMap((component) => component.parameters.map((p) => p.text)),
    });
    return {
      status: 200,
      body: { messaging_product: 'whatsapp', contacts: [{ input: message.to, wa_id: message.to }], messages: [{ id }] },
    };
  }

  const server = http.createServer((request, response) => {
    state.requests++;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = handle(request, Buffer.concat(chunks).toString('utf8'));
      if (answer === 'hold') {
        held.add(response);
        return;
      }
      if (answer === 'hang-up') {
        request.socket.destroy();
        return;
      }
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    env: { WHATSAPP_API_URL: `http://127.0.0.1:${port}/${VERSION}`, WHATSAPP_PHONE_NUMBER_ID: phoneNumberId, WHATSAPP_TOKEN: token },
    get messages() {
      return state.messages;
    },
    get requests() {
      return state.requests;
    },
    answerNext: (...answers) => void queued.push(...answers),
    close: async () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
