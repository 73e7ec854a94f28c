import { type Expression, type RawBuilder, sql } from 'kysely';

/** The order an Idempotency-Key already made: its id and the hash of the body it came with. */
export interface KeyedOrder {
  id: string;
  request_hash: string | null;
}

/**
 * findOrderByIdempotencyKey as a JSON column of a larger statement (null when the key made no
 * order in the store): the storefront reads it with the rest of what an order needs.
 */
export const keyedOrderJson = (storeId: Expression<string>, key: string): RawBuilder<KeyedOrder | null> =>
  sql<KeyedOrder | null>`(select json_build_object('id', k.id, 'request_hash', k.request_hash)
    from orders k where k.store_id = ${storeId} and k.idempotency_key = ${key})`;
