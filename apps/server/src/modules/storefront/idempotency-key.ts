import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, IdempotencyKey } from '@comanda/contract/storefront';
import { badRequest } from '../../http/app-error';

/** The request's Idempotency-Key header: a uuid, else 400 (storefront and counter orders alike). */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const parsed = IdempotencyKey.safeParse(request.headers[IDEMPOTENCY_HEADER]);
  if (!parsed.success) throw badRequest(`header ${IDEMPOTENCY_HEADER}: se requiere un uuid`);
  return parsed.data;
}
