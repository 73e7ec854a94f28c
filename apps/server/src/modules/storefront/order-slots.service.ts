import type { DeliveryMethod } from '@comanda/contract/order-enums';
import type { StoreSlots } from '@comanda/contract/storefront';
import type { Db } from '../../db/database';
import { notFound } from '../../http/app-error';
import { rulesOf } from './order-assessment';
import { findOrderFacts, NO_IDEMPOTENCY_KEY } from './order-facts.repository';
import { slotsOf } from './order-slots';

/**
 * GET /v1/stores/:slug/slots?method=: read with the facts an order is checked against (the same
 * statement, asking for no articles), decided at `now`.
 */
export async function getStoreSlots(db: Db, slug: string, method: DeliveryMethod, now: Date): Promise<StoreSlots> {
  const facts = await findOrderFacts(db, { store: { slug }, idempotencyKey: NO_IDEMPOTENCY_KEY, articleIds: [], optionIds: [] });
  if (!facts) throw notFound('Tienda');
  return slotsOf(method, rulesOf(facts, now).delivery);
}
