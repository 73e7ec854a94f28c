import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { STREAM_HEARTBEAT_MS } from '@comanda/contract/events';

function isTrustProxy(value: string): boolean {
  if (/^(true|false|\d{1,2})$/.test(value)) return true;
  return value.split(',').every((entry) => ipaddr.isValid(entry.trim()) || ipaddr.isValidCIDR(entry.trim()));
}

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'debe empezar con postgres:// o postgresql://')
    .optional(),
  /**
   * Behind a reverse proxy, trust its X-Forwarded-For for the client address (rate limits):
   * `true` (every hop: only for a proxy that overwrites the header), a number of proxy hops (for
   * proxies that append to what the client sent), or the proxies' addresses/CIDRs, comma-separated.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .refine(isTrustProxy, 'true, false, un numero de saltos o direcciones/CIDR separadas por comas')
    .default('false'),
  /** Origins the browser may POST tickets to (SPEC.md "Printing"), comma-separated. */
  PRINT_HOST_ORIGINS: z.string().default('http://127.0.0.1:*,http://localhost:*'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  /**
   * Where links in notifications point (the order's page): the address staff open Comanda at.
   * Defaults to http://localhost:PORT.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * WhatsApp Cloud API (README "WhatsApp"): messages are sent only when the URL, the phone number
   * id and the token are all set; otherwise each is logged as not sent and marked skipped.
   */
  WHATSAPP_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().trim().min(1).optional(),
  WHATSAPP_TOKEN: z.string().trim().min(1).optional(),
  /** Approved message templates: each takes the order number and the order's link as its body's two parameters. */
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().trim().min(2).default('es_AR'),
  WHATSAPP_TEMPLATE_ORDER_CREATED: z.string().trim().min(1).default('comanda_nueva_orden'),
  WHATSAPP_TEMPLATE_ORDER_CHANGED: z.string().trim().min(1).default('comanda_orden_actualizada'),
  WHATSAPP_TEMPLATE_RIDER_ASSIGNED: z.string().trim().min(1).default('comanda_entrega_asignada'),
  WHATSAPP_TEMPLATE_TEST: z.string().trim().min(1).default('comanda_prueba'),
  /** Web Push keys: both or neither; without them the server makes a pair on its first start and keeps it. */
  VAPID_PUBLIC_KEY: z.string().trim().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().trim().min(1).optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)/, 'mailto:... o https://...').default('mailto:soporte@comanda.test'),
  /** How long a push service keeps a message for an offline device. */
  PUSH_TTL_SECONDS: z.coerce.number().int().min(0).default(3_600),
  /**
   * The sender: attempts before the dead letter, the first retry's delay (doubled each time,
   * with jitter, up to the maximum), how long a claimed row stays its instance's, how long one
   * send may take, how many go out at once, and how often due rows are looked for without a wake-up.
   */
  NOTIFICATIONS_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(8),
  NOTIFICATIONS_RETRY_BASE_MS: z.coerce.number().int().min(1).default(5_000),
  NOTIFICATIONS_RETRY_MAX_MS: z.coerce.number().int().min(1).default(15 * 60_000),
  NOTIFICATIONS_LEASE_MS: z.coerce.number().int().min(100).default(30_000),
  NOTIFICATIONS_SEND_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  NOTIFICATIONS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
  NOTIFICATIONS_POLL_MS: z.coerce.number().int().min(10).default(1_000),
  /**
   * Email for invitations and password resets (issue 19): an SMTP URL such as
   * smtps://user:password@smtp.example.com:465; unset, nothing is emailed and staff share links.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().trim().min(3).default('Comanda <no-responder@comanda.local>'),
  /**
   * Whether an empty embedded database is filled with the demo stores on start. `false`: a real
   * store's first start prints a one-time setup link instead (README "Primer arranque").
   */
  DEMO: z.enum(['true', 'false']).default('true'),
  SIGN_IN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  SIGN_IN_MAX_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).default(300),
  /**
   * Anonymous writes per client address in a window (docs/deployment.md): well above what the
   * customers of a store behind one shared address (a mobile carrier's NAT) place, well below a script.
   */
  ANONYMOUS_WRITES_WINDOW_MINUTES: z.coerce.number().int().min(1).default(10),
  STOREFRONT_ORDERS_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  VOUCHER_UPLOADS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  DEVICE_REGISTRATIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(120),
  /** Live stream: comment line interval, and how often an open stream's token is checked again. */
  STREAM_HEARTBEAT_MS: z.coerce.number().int().min(10).default(STREAM_HEARTBEAT_MS),
  STREAM_AUTH_CHECK_MS: z.coerce.number().int().min(10).default(5_000),
  /**
   * HTTP timeouts, so a slow or silent client cannot hold a connection: the headers must arrive
   * within HTTP_HEADERS_TIMEOUT_MS and the whole request, body included, within
   * HTTP_REQUEST_TIMEOUT_MS (the largest body is a 5 MB voucher sent from a phone); a connection
   * silent for HTTP_CONNECTION_TIMEOUT_MS is closed (live streams send heartbeats well within it);
   * an idle keep-alive connection is kept HTTP_KEEP_ALIVE_TIMEOUT_MS, longer than a load
   * balancer's usual 60 s so the balancer, not the server, closes it.
   */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  HTTP_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(72_000),
}).superRefine((e, context) => {
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    context.addIssue({ code: 'custom', path: ['HTTP_HEADERS_TIMEOUT_MS'], message: 'no puede superar HTTP_REQUEST_TIMEOUT_MS' });
  }
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    context.addIssue({ code: 'custom', path: ['VAPID_PRIVATE_KEY'], message: 'VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY van juntas' });
  }
  if (e.NOTIFICATIONS_SEND_TIMEOUT_MS >= e.NOTIFICATIONS_LEASE_MS) {
    context.addIssue({ code: 'custom', path: ['NOTIFICATIONS_SEND_TIMEOUT_MS'], message: 'debe ser menor que NOTIFICATIONS_LEASE_MS' });
  }
  if (e.HTTP_CONNECTION_TIMEOUT_MS <= e.STREAM_HEARTBEAT_MS) {
    context.addIssue({ code: 'custom', path: ['HTTP_CONNECTION_TIMEOUT_MS'], message: 'debe superar STREAM_HEARTBEAT_MS' });
  }
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Fastify's trustProxy: all hops, none, the proxies' addresses, or trust the first n hops. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  printHostOrigins: string[];
  logLevel: z.infer<typeof ConfigSchema>['LOG_LEVEL'];
  webDistDir: string;
  /** Base of the links notifications carry, without a trailing slash. */
  publicUrl: string;
  whatsapp: {
    /** Present only when the URL, the phone number id and the token are all set. */
    cloudApi?: { apiUrl: string; phoneNumberId: string; token: string };
    templates: { language: string; orderCreated: string; orderChanged: string; riderAssigned: string; test: string };
  };
  /** The pair given by VAPID_* variables, if any (else the server's own, kept in the database). */
  vapid: { keys?: { publicKey: string; privateKey: string }; subject: string };
  push: { ttlSeconds: number };
  notifications: {
    maxAttempts: number;
    retryBaseMs: number;
    retryMaxMs: number;
    leaseMs: number;
    sendTimeoutMs: number;
    concurrency: number;
    pollMs: number;
  };
  /** Outgoing email; absent without SMTP_URL. */
  mail: { smtpUrl?: string; from: string };
  /** Seed the demo on an empty embedded database (DEMO, default true). */
  demo: boolean;
  /** Sign-in rate limits (DECISIONS.md "Sessions and tokens"). */
  signIn: { windowMs: number; maxFailuresPerAccount: number; maxAttemptsPerAddress: number };
  /** Per-address limits of the calls anyone may make that write (counted in the database). */
  anonymousWrites: {
    windowMs: number;
    /** Storefront orders to one store. */
    ordersPerStore: number;
    /** Transfer vouchers uploaded to one store's orders. */
    voucherUploadsPerStore: number;
    deviceRegistrations: number;
  };
  /** The live event stream (GET /v1/backoffice/events). */
  stream: { heartbeatMs: number; authCheckMs: number };
  /** HTTP server timeouts (ms); `checkIntervalMs` is how often Node looks for expired requests. */
  http: {
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    connectionTimeoutMs: number;
    keepAliveTimeoutMs: number;
    checkIntervalMs: number;
  };
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

function trustProxyOf(value: string): Config['trustProxy'] {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) {
    // What Fastify does with a hop count, spelled as the function its types accept.
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((address) => address.trim());
}

/** Reads the environment once; a bad value stops the start with a message naming the variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Configuracion invalida: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    printHostOrigins: e.PRINT_HOST_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean),
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    whatsapp: {
      ...(e.WHATSAPP_API_URL && e.WHATSAPP_PHONE_NUMBER_ID && e.WHATSAPP_TOKEN
        ? { cloudApi: { apiUrl: e.WHATSAPP_API_URL.replace(/\/+$/, ''), phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID, token: e.WHATSAPP_TOKEN } }
        : {}),
      templates: {
        language: e.WHATSAPP_TEMPLATE_LANGUAGE,
        orderCreated: e.WHATSAPP_TEMPLATE_ORDER_CREATED,
        orderChanged: e.WHATSAPP_TEMPLATE_ORDER_CHANGED,
        riderAssigned: e.WHATSAPP_TEMPLATE_RIDER_ASSIGNED,
        test: e.WHATSAPP_TEMPLATE_TEST,
      },
    },
    vapid: {
      ...(e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { keys: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } } : {}),
      subject: e.VAPID_SUBJECT,
    },
    push: { ttlSeconds: e.PUSH_TTL_SECONDS },
    notifications: {
      maxAttempts: e.NOTIFICATIONS_MAX_ATTEMPTS,
      retryBaseMs: e.NOTIFICATIONS_RETRY_BASE_MS,
      retryMaxMs: e.NOTIFICATIONS_RETRY_MAX_MS,
      leaseMs: e.NOTIFICATIONS_LEASE_MS,
      sendTimeoutMs: e.NOTIFICATIONS_SEND_TIMEOUT_MS,
      concurrency: e.NOTIFICATIONS_CONCURRENCY,
      pollMs: e.NOTIFICATIONS_POLL_MS,
    },
    mail: { ...(e.SMTP_URL ? { smtpUrl: e.SMTP_URL } : {}), from: e.MAIL_FROM },
    demo: e.DEMO === 'true',
    signIn: {
      windowMs: e.SIGN_IN_WINDOW_MINUTES * 60_000,
      maxFailuresPerAccount: e.SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
      maxAttemptsPerAddress: e.SIGN_IN_MAX_ATTEMPTS_PER_ADDRESS,
    },
    anonymousWrites: {
      windowMs: e.ANONYMOUS_WRITES_WINDOW_MINUTES * 60_000,
      ordersPerStore: e.STOREFRONT_ORDERS_PER_ADDRESS,
      voucherUploadsPerStore: e.VOUCHER_UPLOADS_PER_ADDRESS,
      deviceRegistrations: e.DEVICE_REGISTRATIONS_PER_ADDRESS,
    },
    stream: { heartbeatMs: e.STREAM_HEARTBEAT_MS, authCheckMs: e.STREAM_AUTH_CHECK_MS },
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      connectionTimeoutMs: e.HTTP_CONNECTION_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      // Node checks every 30 s by default, which would let a 1 s timeout run for 30 s.
      checkIntervalMs: Math.min(30_000, Math.max(50, Math.floor(e.HTTP_HEADERS_TIMEOUT_MS / 4))),
    },
  };
}
