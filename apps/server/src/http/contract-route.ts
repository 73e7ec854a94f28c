import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResponseSerializationError, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { fillPath } from '@comanda/contract/route';
import type {
  RouteBody,
  RouteDefinition,
  RouteParams,
  RouteQuery,
  RouteResult,
} from '@comanda/contract/route';
import { type VersionedResource, versionedResourceOf } from '@comanda/contract/versioned-routes';
import { z } from 'zod';
import { ErrorEnvelope } from '@comanda/contract/errors';
import type { Database } from '../db/database';
import { answerVersion, ifMatchAllows, shapedAnswerVersion } from './answer-version';
import { AppError } from './app-error';
import type { RouteAccess } from './guard';
import type { KeptAnswer, StoreAnswerCache } from './store-answer-cache';
import { writeLocksFor } from './write-locks';

export interface HandlerInput<R extends RouteDefinition> {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * What a versioned PUT (the contract's `versionedResources`) needs to honour If-Match: the
 * database whose write locks serialise the resource's PUTs, and how to read the resource's
 * current answer, as its GET answers it.
 */
export type WriteVersion<R extends RouteDefinition> =
  | {
      database: Database;
      current: (input: HandlerInput<R>) => Promise<unknown>;
    }
  | {
      /**
       * The handler honours If-Match itself, inside its own transaction once it holds the
       * resource's row lock (orders): no write lock is taken, the row lock serialises the PUTs.
       */
      checkedByHandler: true;
    };

export interface RouteImplementation<R extends RouteDefinition> {
  access: RouteAccess;
  handler: (input: HandlerInput<R>) => Promise<RouteResult<R>>;
  /** Required for the PUTs of a versioned resource, refused elsewhere (checked at registration). */
  version?: WriteVersion<R>;
  /**
   * A read of the caller's store whose answer changes only with the store's events (decision
   * 021): kept per store event number in `answers`; `key` names everything else the answer
   * depends on (the params, the query, the reader).
   */
  keptPerStoreEvent?: { answers: StoreAnswerCache; key: (input: HandlerInput<R>) => string };
}

function sameCall(a: Pick<RouteDefinition, 'method' | 'path'>, b: Pick<RouteDefinition, 'method' | 'path'>): boolean {
  return a.method === b.method && a.path === b.path;
}

/** A route's versioning: the resource it reads or writes, and whether it writes it. */
function versioningOf<R extends RouteDefinition>(route: R, implementation: RouteImplementation<R>) {
  const resource = versionedResourceOf(route);
  const writes = resource !== undefined && !sameCall(resource.read, route);
  if (writes && !implementation.version) {
    throw new Error(`${route.method} ${route.path}: un PUT versionado necesita version.current`);
  }
  if (!writes && implementation.version) {
    throw new Error(`${route.method} ${route.path}: el contrato no la declara como escritura versionada`);
  }
  return { resource, write: writes ? implementation.version : undefined };
}

/**
 * Decision 014: the PUT runs under its resource's write lock (the caller's store and the
 * resource's GET path name it), so no other PUT of the resource lands between the If-Match
 * check and this write. A PUT without If-Match takes the lock too and saves as before.
 */
function guardedWrite<R extends RouteDefinition>(
  resource: VersionedResource,
  version: WriteVersion<R>,
  input: HandlerInput<R>,
  write: () => Promise<RouteResult<R>>,
): Promise<RouteResult<R>> {
  if ('checkedByHandler' in version) return write();
  const { request } = input;
  const store = request.auth?.kind === 'access' ? request.auth.storeId : '';
  const key = `${store} ${fillPath(resource.read.path, input.params as Record<string, unknown> | undefined)}`;
  return writeLocksFor(version.database).run(key, async () => {
    const ifMatch = request.headers['if-match'];
    if (ifMatch !== undefined) {
      // Another store's or an unknown id fails here as the GET does (404), before any write.
      const current = await version.current(input);
      if (!ifMatchAllows(ifMatch, answerVersion(resource.read.response, current))) {
        throw new AppError('VERSION:STALE');
      }
    }
    return write();
  });
}

/**
 * The answer as it leaves, checked and shaped by the call's response schema once (as the
 * response serializer would), serialised, with its version for a versioned resource: the body
 * and the ETag come from the same parse.
 */
function answerOf<R extends RouteDefinition>(route: R, result: unknown, versioned: boolean): KeptAnswer {
  const shaped = route.response.safeParse(result);
  if (!shaped.success) throw new ResponseSerializationError(route.method, route.path, { cause: shaped.error });
  return {
    body: Buffer.from(JSON.stringify({ result: shaped.data })),
    ...(versioned ? { etag: shapedAnswerVersion(shaped.data) } : {}),
  };
}

function sendAnswer(reply: FastifyReply, status: number, answer: KeptAnswer): FastifyReply {
  reply.status(status).header('content-type', 'application/json; charset=utf-8');
  if (answer.etag) reply.header('etag', answer.etag);
  return reply.send(answer.body);
}

/**
 * Registers a contract call: the contract's schemas validate the request, the declared access
 * is checked by the guard, and the handler's answer is wrapped as `{result}`. The answers of a
 * versioned resource carry their version as an ETag, and its PUTs honour If-Match.
 */
export function registerContractRoute<R extends RouteDefinition>(
  app: FastifyInstance,
  route: R,
  implementation: RouteImplementation<R>,
): void {
  const status = route.successStatus ?? 200;
  const { resource, write } = versioningOf(route, implementation);
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
      const input: HandlerInput<R> = {
        params: request.params as RouteParams<R>,
        query: request.query as RouteQuery<R>,
        body: request.body as RouteBody<R>,
        request,
        reply,
      };
      const kept = implementation.keptPerStoreEvent;
      const auth = request.auth;
      if (kept && auth?.kind === 'access' && !write) {
        const key = `${route.method} ${route.path} ${kept.key(input)}`;
        const answer = await kept.answers.answer(auth.storeId, auth.storeEventSeq, key, async () =>
          answerOf(route, await implementation.handler(input), resource !== undefined),
        );
        return sendAnswer(reply, status, answer);
      }
      const result =
        resource && write
          ? await guardedWrite(resource, write, input, () => implementation.handler(input))
          : await implementation.handler(input);
      if (resource) return sendAnswer(reply, status, answerOf(route, result, true));
      reply.status(status);
      return { result };
    },
  });
}
