import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelope } from '@comanda/contract/errors';
import type { RouteDefinition, RouteParams } from '@comanda/contract/route';
import { shapedAnswerVersion } from '../../http/answer-version';
import { allow } from '../../http/guard';

/** A `{result}` answer serialised once, with its version (decision 014's strong ETag). */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
}

/** Shapes `result` with the route's response schema, as a contract route would send it. */
export function cachedAnswer<R extends RouteDefinition>(route: R, result: unknown): CachedAnswer {
  const shaped: unknown = route.response.parse(result);
  return {
    body: Buffer.from(JSON.stringify({ result: shaped })),
    etag: shapedAnswerVersion(shaped),
  };
}

/** If-None-Match (RFC 9110 13.1.2): `*`, or one of the listed tags under weak comparison. */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => tag.replace(/^W\//, '') === etag);
}

function send(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  // The client may keep the answer but must ask again each time: a change shows at once.
  reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  if (noneMatchHits(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.header('content-type', 'application/json; charset=utf-8').send(answer.body);
}

/**
 * A public GET of the contract answered from bytes serialised ahead (the storefront cache):
 * registered by hand because a contract route serialises its answer on every request. Params
 * are validated and errors answered as for any contract call; the answer carries its ETag and
 * a matching If-None-Match gets 304 without a body.
 */
export function registerCachedGet<R extends RouteDefinition>(
  app: FastifyInstance,
  route: R,
  answer: (params: RouteParams<R>, request: FastifyRequest) => Promise<CachedAnswer>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: route.path,
    config: { access: allow.public },
    schema: {
      summary: route.summary,
      tags: [route.tag],
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      response: { 200: z.object({ result: route.response }), '4XX': ErrorEnvelope },
    },
    handler: async (request, reply) => send(request, reply, await answer(request.params as RouteParams<R>, request)),
  });
}
