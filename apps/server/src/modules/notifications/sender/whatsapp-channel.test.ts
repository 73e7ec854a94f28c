import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../../config';
import { startWhatsAppEndpoint, type WhatsAppEndpoint } from '../../../testing/whatsapp-endpoint';
import type { DeliveryMessage } from './channel';
import { createWhatsAppChannel, retryAfterMs } from './whatsapp-channel';

/** A real pino logger (Fastify's) whose lines the test reads. */
function recordingLogger(): { log: FastifyBaseLogger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } } });
  return { log: app.log, lines };
}

const order = (key: string, number = 42): DeliveryMessage => ({
  deliveryId: 7,
  key,
  storeId: '00000000-0000-4000-8000-000000000001',
  storeName: 'Comanda Centro',
  order: { id: '00000000-0000-4000-8000-0000000000aa', number, clientName: 'Ana Paz', total: '12345.50' },
  url: `http://comanda.example/orders/00000000-0000-4000-8000-0000000000aa`,
});

const signal = () => new AbortController().signal;
/** A mobile in Rosario as a person types it; E.164 +5493415123456. */
const typedPhone = '0341 15-512-3456';
const e164Digits = '5493415123456';

describe('WhatsApp channel against a local Cloud API endpoint', () => {
  let endpoint: WhatsAppEndpoint;
  let send: ReturnType<typeof createWhatsAppChannel>['send'];
  beforeAll(async () => {
    endpoint = await startWhatsAppEndpoint();
    send = createWhatsAppChannel(readConfig({ ...endpoint.env, WHATSAPP_TEMPLATE_LANGUAGE: 'es' }), recordingLogger().log).send;
  });
  afterAll(() => endpoint.close());

  it('sends each key with its approved template, the order number and the link, to the E.164 phone', async () => {
    const keys: Array<[string, string]> = [
      ['order:created', 'comanda_nueva_orden'],
      ['order:delivery:rider:assigned:me', 'comanda_entrega_asignada'],
      ['order:preparation:changed', 'comanda_orden_actualizada'],
      ['order:delivery:rider:changed', 'comanda_orden_actualizada'],
    ];
    const before = endpoint.messages.length;
    for (const [key] of keys) expect(await send(typedPhone, order(key), signal())).toEqual({ kind: 'sent' });
    expect(endpoint.messages.slice(before).map(({ to, template, language, parameters }) => ({ to, template, language, parameters }))).toEqual(
      keys.map(([, template]) => ({
        to: e164Digits,
        template,
        language: 'es',
        parameters: ['42', 'http://comanda.example/orders/00000000-0000-4000-8000-0000000000aa'],
      })),
    );

    const test: DeliveryMessage = { ...order('test'), order: null, url: 'http://comanda.example/settings/notifications' };
    expect(await send('+54 9 11 4123-5678', test, signal())).toEqual({ kind: 'sent' });
    expect(endpoint.messages.at(-1)).toMatchObject({
      to: '5491141235678',
      template: 'comanda_prueba',
      parameters: ['Comanda Centro', 'http://comanda.example/settings/notifications'],
    });
  });

  it('retries throttling, honouring Retry-After', async () => {
    endpoint.answerNext(
      { status: 429, code: 130429, message: '(#130429) Rate limit hit', retryAfter: '30' },
      { status: 400, code: 131056, message: '(#131056) (Business Account, Consumer Account) pair rate limit hit' },
      { status: 400, code: 80007, message: '(#80007) Rate limit issues' },
      { status: 400, code: 4, message: '(#4) Application request limit reached' },
      { status: 400, code: 131048, message: '(#131048) Spam rate limit hit' },
    );
    expect(await send(typedPhone, order('order:created'), signal())).toEqual({
      kind: 'retry',
      error: expect.stringMatching(/^WhatsApp respondio 429: \(#130429\) Rate limit hit \(codigo 130429\)/),
      retryAfterMs: 30_000,
    });
    for (const code of [131056, 80007, 4, 131048]) {
      const outcome = await send(typedPhone, order('order:created'), signal());
      expect(outcome).toEqual({ kind: 'retry', error: expect.stringContaining(`(codigo ${code})`) });
    }
  });

  it('retries a server error, a dropped connection and a timeout', async () => {
    endpoint.answerNext({ status: 503, code: 2, message: 'Service temporarily unavailable' }, 'hang-up', 'hold');
    expect(await send(typedPhone, order('order:created'), signal())).toEqual({
      kind: 'retry',
      error: expect.stringContaining('WhatsApp respondio 503: Service temporarily unavailable (codigo 2)'),
    });
    expect(await send(typedPhone, order('order:created'), signal())).toEqual({
      kind: 'retry',
      error: expect.stringContaining('No se pudo conectar con WhatsApp'),
    });

    // The endpoint holds the request; the sender's timeout aborts it.
    const timeout = new AbortController();
    const requests = endpoint.requests;
    const held = send(typedPhone, order('order:created'), timeout.signal);
    await vi.waitFor(() => expect(endpoint.requests).toBe(requests + 1));
    timeout.abort(new DOMException('timeout', 'TimeoutError'));
    expect(await held).toEqual({ kind: 'retry', error: 'WhatsApp no respondio a tiempo' });
  });

  it("sends a refused message to the dead letter with the API's message and code", async () => {
    endpoint.answerNext(
      { status: 400, code: 131026, message: 'Message undeliverable' },
      { status: 400, code: 131030, message: '(#131030) Recipient phone number not in allowed list', subcode: 2655007 },
      { status: 403, code: 200, message: '(#200) Permissions error' },
    );
    expect(await send(typedPhone, order('order:created'), signal())).toEqual({
      kind: 'dead',
      error: expect.stringMatching(/^WhatsApp respondio 400: Message undeliverable \(codigo 131026\) \[fbtrace_id trace-/),
    });
    expect(await send(typedPhone, order('order:created'), signal())).toEqual({
      kind: 'dead',
      error: expect.stringContaining('Recipient phone number not in allowed list (codigo 131030/2655007)'),
    });
    expect(await send(typedPhone, order('order:created'), signal())).toEqual({
      kind: 'dead',
      error: expect.stringContaining('WhatsApp respondio 403: (#200) Permissions error (codigo 200)'),
    });
  });

  it('a wrong token is refused by the API and dead at once', async () => {
    const wrong = createWhatsAppChannel(readConfig({ ...endpoint.env, WHATSAPP_TOKEN: 'otro' }), recordingLogger().log);
    expect(await wrong.send(typedPhone, order('order:created'), signal())).toEqual({
      kind: 'dead',
      error: expect.stringContaining('WhatsApp respondio 401: Invalid OAuth access token - Cannot parse access token (codigo 190)'),
    });
  });

  it('a wrong phone number id is refused by the API (invalid parameter) and dead', async () => {
    const wrong = createWhatsAppChannel(readConfig({ ...endpoint.env, WHATSAPP_PHONE_NUMBER_ID: '999' }), recordingLogger().log);
    expect(await wrong.send(typedPhone, order('order:created'), signal())).toEqual({
      kind: 'dead',
      error: expect.stringContaining('WhatsApp respondio 400: Unsupported post request.'),
    });
  });

  it('an invalid phone is dead at once, without a request', async () => {
    const requests = endpoint.requests;
    for (const phone of ['12', 'no es un telefono', '+54 11 123']) {
      expect(await send(phone, order('order:created'), signal())).toEqual({ kind: 'dead', error: 'telefono invalido' });
    }
    expect(endpoint.requests).toBe(requests);
  });

  it('unconfigured, logs each message as not sent (phone masked) and marks it skipped', async () => {
    const { log, lines } = recordingLogger();
    const requests = endpoint.requests;
    const channel = createWhatsAppChannel(readConfig({ WHATSAPP_API_URL: endpoint.env.WHATSAPP_API_URL }), log);
    expect(await channel.send('+54 9 341 512-3456', order('order:created'), signal())).toEqual({
      kind: 'skipped',
      error: 'no enviado: WhatsApp no esta configurado',
    });
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, msg: 'not sent: WhatsApp not configured', deliveryId: 7, key: 'order:created', phone: '...3456' }),
    ]);
    const logged = JSON.stringify(lines.map(({ pid: _pid, time: _time, hostname: _hostname, ...rest }) => rest));
    expect(logged).not.toContain('512');
    expect(endpoint.requests).toBe(requests);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2025-03-01T12:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Sat, 01 Mar 2025 12:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('mañana', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
