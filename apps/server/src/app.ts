import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { tagRequestPriority } from './db/query-priority';
import type { AppDeps } from './http/deps';
import { frameworkErrors, registerErrorHandling } from './http/error-handler';
import { registerGuard } from './http/guard';
import { registerOpenApi } from './http/openapi';
import { responseSerializerCompiler } from './http/response-serializer';
import { StoreAnswerCache } from './http/store-answer-cache';
import { registerTextInputCheck } from './http/text-input';
import { registerWebApp } from './http/web-app';
import { registerStoreCreationRoutes } from './modules/accounts/stores.routes';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerCatalogueRoutes } from './modules/catalogue/catalogue.routes';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes';
import { registerDeviceRoutes } from './modules/devices/devices.routes';
import { registerEventRoutes } from './modules/events/events.routes';
import { registerFileRoutes } from './modules/files/files.routes';
import { UPLOAD_LIMITS } from './modules/files/uploaded-file';
import { mailerOf } from './modules/mail/smtp-mailer';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes';
import { registerNotificationSender } from './modules/notifications/sender/notification-sender.setup';
import { resolveVapidKeys } from './modules/notifications/vapid-keys';
import { registerOrderRoutes } from './modules/orders/orders.routes';
import { registerReportRoutes } from './modules/reports/reports.routes';
import { registerSetupRoutes } from './modules/setup/setup.routes';
import { registerStoreRoutes } from './modules/store/store.routes';
import { registerStorefrontRoutes } from './modules/storefront/storefront.routes';
import { registerTeamRoutes } from './modules/team/team.routes';
import { registerTurnRoutes } from './modules/turn/turn.routes';

export type AppModule = (app: FastifyInstance, deps: AppDeps) => void | Promise<void>;

/** Each module adds its routes; the guard and the envelope apply to all of them. */
const modules: AppModule[] = [
  registerHealthRoutes,
  registerDeviceRoutes,
  registerAuthRoutes,
  registerStoreCreationRoutes,
  registerSetupRoutes,
  registerCatalogueRoutes,
  registerFileRoutes,
  registerStoreRoutes,
  registerNotificationRoutes,
  registerTurnRoutes,
  registerStorefrontRoutes,
  registerOrderRoutes,
  registerDashboardRoutes,
  registerReportRoutes,
  registerTeamRoutes,
  registerEventRoutes,
];

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Serve apps/web/dist (off in API tests). */
  serveWebApp?: boolean;
  /** Tests: sees every route as it is added (the guard test walks the whole table). */
  onRoute?: (route: RouteOptions) => void;
  /** Tests: route modules registered after the app's own. */
  extraModules?: AppModule[];
}

export async function buildApp({
  config,
  database,
  serveWebApp = true,
  onRoute,
  extraModules = [],
}: BuildAppOptions) {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // A request trickled in byte by byte, or headers never finished, is cut (408) in time.
    connectionTimeout: config.http.connectionTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      requestTimeout: config.http.requestTimeoutMs,
      connectionsCheckingInterval: config.http.checkIntervalMs,
    },
    frameworkErrors,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandling(app);
  registerTextInputCheck(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The print host is another local service the browser posts tickets to.
        connectSrc: ["'self'", ...config.printHostOrigins],
        workerSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await registerOpenApi(app);
  tagRequestPriority(app);
  registerGuard(app, database.db);

  // Multipart parsing for every upload route (images, vouchers), registered once with the one
  // upload limit; each route reads its file through files/uploaded-file.ts.
  await app.register(multipart, { limits: UPLOAD_LIMITS });

  const vapid = await resolveVapidKeys(database.db, config);
  const mailer = mailerOf(config.mail, app.log);
  app.addHook('onClose', () => mailer.close());
  const deps: AppDeps = { config, database, storeAnswers: new StoreAnswerCache(), vapid, mailer };
  for (const registerModule of [...modules, ...extraModules]) await registerModule(app, deps);
  registerNotificationSender(app, deps);

  if (serveWebApp) await registerWebApp(app, config.webDistDir);
  await app.ready();
  return app;
}
