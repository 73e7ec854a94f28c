import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI 3.1 document generated from the contract, and a docs page to read it. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Comanda API',
        description: 'API del back-office de Comanda y de la tienda online.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The docs page's own routes are public reading material.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/v1/docs')) route.config = { ...route.config, access: { kind: 'public' } };
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/v1/docs' });
  app.get('/v1/openapi.json', { config: { access: { kind: 'public' } }, schema: { hide: true } }, () =>
    app.swagger(),
  );
}
