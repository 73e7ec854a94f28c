import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type {
  RouteBody,
  RouteDefinition,
  RouteParams,
  RouteQuery,
  RouteResult,
} from '@comanda/contract/route';
import { z } from 'zod';
import { ErrorEnvelope } from '@comanda/contract/errors';
import type { RouteAccess } from './guard';

export interface HandlerInput<R extends RouteDefinition> {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteImplementation<R extends RouteDefinition> {
  access: RouteAccess;
  handler: (input: HandlerInput<R>) => Promise<RouteResult<R>>;
}

/**
 * Registers a contract call: the contract's schemas validate the request, the declared access
 * is checked by the guard, and the handler's answer is wrapped as `{result}`.
 */
export function registerContractRoute<R extends RouteDefinition>(
  app: FastifyInstance,
  route: R,
  implementation: RouteImplementation<R>,
): void {
  const status = route.successStatus ?? 200;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: route.method,
    url: route.path,
    config: { access: implementation.access },
    schema: {
      summary: route.summary,
      tags: [route.tag],
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body && !route.multipart ? { body: route.body } : {}),
      ...(implementation.access.kind === 'public' ? {} : { security: [{ bearer: [] }] }),
      response: { [status]: z.object({ result: route.response }), '4XX': ErrorEnvelope },
    },
    handler: async (request, reply) => {
      const result = await implementation.handler({
        params: request.params as RouteParams<R>,
        query: request.query as RouteQuery<R>,
        body: request.body as RouteBody<R>,
        request,
        reply,
      });
      reply.status(status);
      return { result };
    },
  });
}
