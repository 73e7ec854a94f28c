import { z } from 'zod';
import { errorCatalogue, ErrorEnvelope } from '@comanda/contract/errors';
import type { RouteDefinition } from '@comanda/contract/route';
import { allRoutes } from '@comanda/contract/routes';
import { versionedResourceOf } from '@comanda/contract/versioned-routes';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

function requestBody(route: RouteDefinition) {
  if (route.multipart) {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
        },
      },
    };
  }
  if (!route.body) return undefined;
  return { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } };
}

/** What a call answers on success: the `{result}` envelope, or a stream of server-sent events. */
function successContent(route: RouteDefinition) {
  if (route.eventStream) {
    return { 'text/event-stream': { schema: jsonSchema(route.eventStream, 'output') } };
  }
  return {
    'application/json': {
      schema: { type: 'object', properties: { result: jsonSchema(route.response, 'output') }, required: ['result'] },
    },
  };
}

const lastEventIdHeader = {
  name: 'Last-Event-ID',
  in: 'header',
  required: false,
  description: 'Numero del ultimo evento recibido: se repiten los posteriores',
  schema: { type: 'string', pattern: '^\\d+$' },
};

/** Versioned resources (decision 014): their answers carry an ETag, their PUTs take If-Match. */
const etagHeader = {
  ETag: { description: 'Version de la respuesta; se envia en If-Match al guardar', schema: { type: 'string' } },
};
const ifMatchHeader = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description: 'ETag de la version cargada: si ya no es la actual responde 412 VERSION:STALE y no cambia nada',
  schema: { type: 'string' },
};
const staleVersion = {
  description: 'VERSION:STALE: otro usuario modifico esto',
  content: { 'application/json': { schema: jsonSchema(ErrorEnvelope, 'output') } },
};

/** The OpenAPI 3.1 document of every call in the contract, implemented or not. */
export function buildOpenApiDocument(publicPaths: (route: RouteDefinition) => boolean) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of allRoutes) {
    const path = route.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    const status = String(route.successStatus ?? 200);
    const versioned = versionedResourceOf(route);
    const honoursIfMatch = versioned !== undefined && versioned.read.method !== route.method;
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      summary: route.summary,
      tags: [route.tag],
      parameters: [
        ...parameters(route.params, 'path'),
        ...parameters(route.query, 'query'),
        ...(route.eventStream ? [lastEventIdHeader] : []),
        ...(honoursIfMatch ? [ifMatchHeader] : []),
      ],
      requestBody: requestBody(route),
      security: publicPaths(route) ? [] : [{ bearer: [] }],
      responses: {
        [status]: { description: 'OK', content: successContent(route), ...(versioned ? { headers: etagHeader } : {}) },
        ...(honoursIfMatch ? { 412: staleVersion } : {}),
        default: {
          description: `Error: ${Object.keys(errorCatalogue).join(', ')}`,
          content: { 'application/json': { schema: jsonSchema(ErrorEnvelope, 'output') } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Comanda API',
      version: '1.0.0',
      description:
        'API del back-office de Comanda y de la tienda online. Respuestas `{result}`; errores `{error: {code, description}}`. ' +
        'Llamadas del back-office: `Authorization: Bearer <token>` y `Device-Id`.',
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
