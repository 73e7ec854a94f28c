import type { FastifyInstance } from 'fastify';
import { eventRoutes, LAST_EVENT_ID_HEADER } from '@comanda/contract/events';
import type { AppDeps } from '../../http/deps';
import { allow, bearerToken, requireAccess } from '../../http/guard';
import { unauthorized } from '../../http/app-error';
import { StoreEventHub } from './event-hub';
import { openEventStream, parseLastEventId } from './events.service';

/**
 * The live stream of the caller's store, for every staff role. It is not a `{result}` call, so
 * it is registered by hand; the guard still authenticates it (Authorization and Device-Id, never
 * a token in the URL) and the OpenAPI document lists it from the contract. One hub serves every
 * stream of this server; closing the app ends them all before the server stops listening.
 */
export function registerEventRoutes(app: FastifyInstance, { config, database }: AppDeps): void {
  const hub = new StoreEventHub(database, app.log);
  app.addHook('preClose', () => hub.close());

  const route = eventRoutes.stream;
  app.route({
    method: route.method,
    url: route.path,
    // A HEAD would open a stream whose events nobody can read.
    exposeHeadRoute: false,
    config: { access: allow.staff },
    schema: { summary: route.summary, tags: [route.tag], security: [{ bearer: [] }] },
    handler: async (request, reply) => {
      const access = requireAccess(request);
      const token = bearerToken(request);
      if (!token) throw unauthorized('Falta el token');
      await openEventStream({
        db: database.db,
        hub,
        timings: config.stream,
        storeId: access.storeId,
        token,
        accessId: access.accessId,
        lastEventId: parseLastEventId(request.headers[LAST_EVENT_ID_HEADER]),
        reply,
      });
    },
  });
}
