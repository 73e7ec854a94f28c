import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { RouteDefinition } from '@comanda/contract/route';
import type { RouteAccess } from './guard';
import { buildOpenApiDocument } from './openapi-document';

/**
 * The OpenAPI 3.1 document is generated from the contract (every call, implemented or not)
 * and served at /v1/openapi.json, with a readable docs page at /v1/docs. A call is shown as
 * public when the server registered it with `allow.public`.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const accessByRoute = new Map<string, RouteAccess | undefined>();
  app.addHook('onRoute', (route) => {
    // The docs page's own routes are public reading material.
    if (route.url.startsWith('/v1/docs')) route.config = { ...route.config, access: { kind: 'public' } };
    for (const method of [route.method].flat()) accessByRoute.set(`${method} ${route.url}`, route.config?.access);
  });
  const isPublic = (route: RouteDefinition) => accessByRoute.get(`${route.method} ${route.path}`)?.kind === 'public';
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  const currentDocument = () => (document ??= buildOpenApiDocument(isPublic));

  await app.register(fastifySwagger, {
    mode: 'static',
    specification: { document: { openapi: '3.1.0', info: { title: 'Comanda API', version: '1.0.0' }, paths: {} } },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/v1/docs',
    transformSpecification: () => currentDocument(),
  });
  app.get('/v1/openapi.json', { config: { access: { kind: 'public' } }, schema: { hide: true } }, () =>
    currentDocument(),
  );
}
