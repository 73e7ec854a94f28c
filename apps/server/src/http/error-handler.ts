import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCatalogue, type ErrorCode } from '@comanda/contract/errors';
import { AppError } from './app-error';

function envelope(code: ErrorCode, description?: string) {
  return { error: { code, description: description ?? errorCatalogue[code].text } };
}

/**
 * Pass as Fastify's `frameworkErrors`: a path that is not valid percent-encoded UTF-8 or a path
 * parameter over the router's length limit is the client's fault, answered in the envelope
 * (Fastify's own answer has another shape).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const what: Record<string, string> = {
    FST_ERR_BAD_URL: 'ruta mal codificada',
    FST_ERR_MAX_PARAM_LENGTH: 'un parametro de la ruta es demasiado largo',
  };
  const text = error.code ? what[error.code] : undefined;
  if (text) {
    void reply.status(400).send(envelope('BAD_REQUEST', `${errorCatalogue.BAD_REQUEST.text}: ${text}`));
    return;
  }
  request.log.error({ err: error }, 'request failed');
  void reply.status(500).send(envelope('INTERNAL'));
}

/** Every failure leaves as `{error: {code, description}}`; 5xx details go only to the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).headers(error.headers).send(envelope(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const details = error.validation
        .map((issue) => {
          const field = [where, ...issue.instancePath.split('/').filter(Boolean)].join('.');
          return `${field}: ${issue.message}`;
        })
        .join('; ');
      return reply.status(400).send(envelope('BAD_REQUEST', `Error en los parametros: ${details}`));
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send(envelope('FILE:TOO_LARGE'));
    }
    if (status === 429) {
      return reply.status(429).send(envelope('TOO_MANY_REQUESTS'));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like: the client's fault, said plainly.
      const code: ErrorCode = status === 404 ? 'NOT_FOUND' : status === 401 ? 'UNAUTHORIZED' : 'BAD_REQUEST';
      return reply.status(status === 415 ? 400 : status).send(envelope(code, `${errorCatalogue[code].text}: ${error.message}`));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(envelope('INTERNAL'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(envelope('NOT_FOUND', `No existe ${request.method} ${request.url.split('?')[0]}`));
  });
}
