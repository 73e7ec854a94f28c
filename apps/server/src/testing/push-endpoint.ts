import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushSubscriptionJson } from '@comanda/contract/notifications';

/*
 * A Web Push service for the tests, on loopback: it hands out subscriptions as a browser's push
 * service would, and checks each message as a real one does. The VAPID JWT (RFC 8292) must be
 * signed with the key it names, for this origin, unexpired; the body must decrypt (aes128gcm,
 * RFC 8291 and RFC 8188) with the subscription's private key and auth secret. A broken
 * signature or encryption is answered 401/400 and kept in `rejections`, so it fails the test.
 */

export interface TestSubscription {
  id: string;
  /** As PushSubscription.toJSON() gives it in the browser. */
  json: PushSubscriptionJson;
  /** The serialised subscription the app stores (the push token). */
  token: string;
}

/** One message the service accepted (answered 201). */
export interface ReceivedPush {
  subscriptionId: string;
  payload: unknown;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  at: number;
}

/** Every request that passed the checks, with the status it got (0: dropped unanswered). */
export interface PushAttempt {
  subscriptionId: string;
  status: number;
  payload: unknown;
  at: number;
}

export interface Answer {
  status: number;
  retryAfter?: string;
}

interface Subscriber {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  /** Answered to every request while set (a dead subscription: 410). */
  answer: Answer | null;
  /** Answered to the next requests, one each, before `answer`. */
  next: Answer[];
}

interface Held {
  subscriptionId: string;
  payload: unknown;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  response: http.ServerResponse;
}

export interface PushEndpoint {
  /** The service's origin, e.g. http://127.0.0.1:4321. */
  origin: string;
  subscribe(): TestSubscription;
  /** Forgets a subscription: its endpoint answers 410 from then on. */
  unsubscribe(id: string): void;
  /** Answer `answer` to every request for the subscription, or back to 201 with null. */
  answerAlways(id: string, answer: Answer | null): void;
  /** Answer each of these to the subscription's next requests, in order. */
  answerNext(id: string, ...answers: Answer[]): void;
  /** Answer `answer` to the next `count` requests, whatever their subscription. */
  answerNextAny(count: number, answer: Answer): void;
  /** Holds the checked requests without answering until opened. */
  closeGate(): void;
  /** Answers what it held (those whose sender is still there) and every request after. */
  openGate(): void;
  /** Ends the held requests' connections unanswered: the service never counted them. */
  dropHeld(): number;
  readonly held: number;
  /** What it accepted (answered 201), in order. */
  readonly received: readonly ReceivedPush[];
  readonly attempts: readonly PushAttempt[];
  /** Requests refused by the checks (bad JWT, bad encryption), with why. */
  readonly rejections: readonly string[];
  /** Resolves once `check` holds, looking after each request; rejects after `timeoutMs`. */
  waitFor(check: () => boolean, what: string, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export interface PushEndpointOptions {
  /** The application server key the browser subscribed with: a JWT signed with another key is refused. */
  applicationServerKey?: string;
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');
const fromB64 = (text: string) => Buffer.from(text, 'base64url');

export async function startPushEndpoint(options: PushEndpointOptions = {}): Promise<PushEndpoint> {
  const subscribers = new Map<string, Subscriber>();
  const received: ReceivedPush[] = [];
  const attempts: PushAttempt[] = [];
  const rejections: string[] = [];
  const anyNext: Answer[] = [];
  let held: Held[] = [];
  let gateClosed = false;
  const watchers = new Set<() => void>();
  let origin = '';

  const notify = () => {
    for (const watcher of [...watchers]) watcher();
  };

  const answer = (item: Omit<Held, 'response'>, response: http.ServerResponse, chosen: Answer) => {
    if (response.destroyed || response.socket?.destroyed) return;
    const at = Date.now();
    attempts.push({ subscriptionId: item.subscriptionId, status: chosen.status, payload: item.payload, at });
    if (chosen.status === 201) {
      const { subscriptionId, payload, ttl, urgency, topic } = item;
      received.push({ subscriptionId, payload, ttl, urgency, topic, at });
    }
    response.writeHead(chosen.status, chosen.retryAfter ? { 'retry-after': chosen.retryAfter } : {});
    response.end();
    notify();
  };

  const chooseAnswer = (subscriber: Subscriber): Answer =>
    subscriber.next.shift() ?? anyNext.shift() ?? subscriber.answer ?? { status: 201 };

  const refuse = (response: http.ServerResponse, status: number, why: string) => {
    rejections.push(why);
    response.writeHead(status, { 'content-type': 'text/plain' });
    response.end(why);
    notify();
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const match = /^\/push\/([\w-]+)$/.exec(request.url ?? '');
      const subscriber = match?.[1] ? subscribers.get(match[1]) : undefined;
      if (request.method !== 'POST' || !match?.[1]) return refuse(response, 404, `${request.method} ${request.url}: no es un envio push`);
      if (!subscriber) {
        attempts.push({ subscriptionId: match[1], status: 410, payload: null, at: Date.now() });
        response.writeHead(410);
        response.end();
        notify();
        return;
      }
      const jwtProblem = checkVapid(request.headers.authorization, origin, options.applicationServerKey);
      if (jwtProblem) return refuse(response, 401, jwtProblem);
      const ttl = Number(request.headers.ttl);
      if (request.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) return refuse(response, 400, 'falta el encabezado TTL');
      if (request.headers['content-encoding'] !== 'aes128gcm') {
        return refuse(response, 400, `Content-Encoding ${request.headers['content-encoding']}: se espera aes128gcm`);
      }
      let payload: unknown;
      try {
        payload = JSON.parse(decryptAes128gcm(Buffer.concat(chunks), subscriber.ecdh, subscriber.auth).toString('utf8'));
      } catch (error) {
        return refuse(response, 400, `el cuerpo no se descifra: ${(error as Error).message}`);
      }
      const item = {
        subscriptionId: match[1],
        payload,
        ttl,
        urgency: headerText(request.headers.urgency),
        topic: headerText(request.headers.topic),
      };
      if (gateClosed) {
        held.push({ ...item, response });
        notify();
        return;
      }
      answer(item, response, chooseAnswer(subscriber));
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subscribers.set(id, { ecdh, auth, answer: null, next: [] });
      const json = { endpoint: `${origin}/push/${id}`, expirationTime: null, keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) } };
      return { id, json, token: JSON.stringify(json) };
    },
    unsubscribe: (id) => void subscribers.delete(id),
    answerAlways(id, chosen) {
      const subscriber = subscribers.get(id);
      if (subscriber) subscriber.answer = chosen;
    },
    answerNext(id, ...answers) {
      subscribers.get(id)?.next.push(...answers);
    },
    answerNextAny(count, chosen) {
      for (let i = 0; i < count; i += 1) anyNext.push(chosen);
    },
    closeGate() {
      gateClosed = true;
    },
    openGate() {
      gateClosed = false;
      const waiting = held;
      held = [];
      for (const { response, ...item } of waiting) {
        const subscriber = subscribers.get(item.subscriptionId);
        answer(item, response, subscriber ? chooseAnswer(subscriber) : { status: 410 });
      }
    },
    dropHeld() {
      const dropped = held.length;
      for (const { response, ...item } of held) {
        attempts.push({ subscriptionId: item.subscriptionId, status: 0, payload: item.payload, at: Date.now() });
        response.socket?.destroy();
      }
      held = [];
      return dropped;
    },
    /** Held requests whose sender still waits (a sender that gave up closed its connection). */
    get held() {
      return held.filter(({ response }) => !response.destroyed && !response.socket?.destroyed).length;
    },
    received,
    attempts,
    rejections,
    waitFor(check, what, timeoutMs = 20_000) {
      if (check()) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const done = () => {
          clearTimeout(timer);
          clearInterval(poll);
          watchers.delete(watcher);
        };
        const watcher = () => {
          if (!check()) return;
          done();
          resolve();
        };
        // Conditions on the database, not only on requests, are looked at now and then too.
        const poll = setInterval(watcher, 50);
        const timer = setTimeout(() => {
          done();
          reject(new Error(`push endpoint: timed out waiting for ${what} (received ${received.length}, rejected ${rejections.length}: ${rejections.slice(0, 3).join('; ')})`));
        }, timeoutMs);
        watchers.add(watcher);
      });
    },
    async close() {
      for (const { response } of held) response.socket?.destroy();
      held = [];
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const headerText = (value: string | string[] | undefined): string | null => (typeof value === 'string' ? value : null);

/**
 * The VAPID Authorization header (`vapid t=<jwt>, k=<public key>`): an ES256 JWT signed with k,
 * its audience this origin, expiring within 24 hours, its subject a mailto: or https: contact.
 * Answers what is wrong, or null.
 */
function checkVapid(header: string | undefined, origin: string, applicationServerKey: string | undefined): string | null {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) return `Authorization no es VAPID: ${header ?? '(falta)'}`;
  const [jwt, key] = [match[1], match[2]];
  if (applicationServerKey !== undefined && key !== applicationServerKey) return 'k no es la clave con la que se suscribio';
  const point = fromB64(key);
  if (point.length !== 65 || point[0] !== 4) return 'k no es un punto P-256 sin comprimir';
  const [head = '', body = '', signature = ''] = jwt.split('.');
  let header_: { alg?: string };
  let claims: { aud?: string; exp?: number; sub?: string };
  try {
    header_ = JSON.parse(fromB64(head).toString('utf8')) as typeof header_;
    claims = JSON.parse(fromB64(body).toString('utf8')) as typeof claims;
  } catch {
    return 'el JWT no es JSON';
  }
  if (header_.alg !== 'ES256') return `alg ${header_.alg}: se espera ES256`;
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${head}.${body}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, fromB64(signature));
  if (!signed) return 'la firma del JWT no corresponde a k';
  if (claims.aud !== origin) return `aud ${claims.aud}: se espera ${origin}`;
  const now = Date.now() / 1000;
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 3600 + 60) return `exp ${claims.exp} fuera de las proximas 24 h`;
  if (!/^(mailto:|https:\/\/)/.test(claims.sub ?? '')) return `sub ${claims.sub}: se espera mailto: o https:`;
  return null;
}

/** RFC 8291 (Web Push message encryption) over RFC 8188 (aes128gcm records), as a browser decrypts. */
function decryptAes128gcm(body: Buffer, ecdh: ReturnType<typeof createECDH>, authSecret: Buffer): Buffer {
  if (body.length < 21) throw new Error('cuerpo demasiado corto');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  if (idLength !== 65 || recordSize < 18) throw new Error('encabezado aes128gcm invalido');
  const sharedSecret = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const baseNonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const records = body.subarray(21 + idLength);
  const plain: Buffer[] = [];
  for (let start = 0, index = 0; start < records.length; start += recordSize, index += 1) {
    const record = records.subarray(start, start + recordSize);
    const last = start + recordSize >= records.length;
    const nonce = Buffer.from(baseNonce);
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ index) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const data = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // Content, then the delimiter (2 in the last record, 1 before), then zero padding.
    let end = data.length - 1;
    while (end >= 0 && data[end] === 0) end -= 1;
    if (data[end] !== (last ? 2 : 1)) throw new Error('delimitador de registro invalido');
    plain.push(data.subarray(0, end));
  }
  return Buffer.concat(plain);
}
