import { createHash, randomUUID } from 'node:crypto';
import { toCents } from '@comanda/contract/money';
import type { Order } from '@comanda/contract/orders';
import { normalisePhone } from '@comanda/contract/phone';
import type { CreateOrderBody, StorefrontOrder } from '@comanda/contract/storefront';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-error';
import { AppError, notFound } from '../../http/app-error';
import { customerActor, type EventActor } from '../events/store-event';
import type { NewOrder } from '../orders/new-order';
import { placedOrderAnswer } from '../orders/new-order-answer';
import { placeOrder } from '../orders/order-placement.service';
import { takeOrderStock } from '../orders/order-stock.service';
import { findOrder, findOrderByIdempotencyKey } from '../orders/order-lookup.service';
import { type ClaimedCoupon, claimCoupon, couponRefusal } from './order-coupon.repository';
import { couponDiscountCents } from './coupon-discount';
import { assessOrder, valueOf } from './order-assessment';
import { findOrderFacts, type OrderFactsQuery, type OrderFactsRows } from './order-facts.repository';
import { checkPaysWith } from './order-payment';
import { orderImports } from './order-pricing';
import { toStorefrontOrder } from './storefront-order';

/**
 * The body after the contract's parsing (codes upper-cased, texts trimmed) names the request; a
 * counter order's hash also names the staff user, so neither channel replays the other's order.
 */
export const requestHash = (body: CreateOrderBody, enteredByUserId?: string): string =>
  createHash('sha256')
    .update(enteredByUserId ? `counter:${enteredByUserId}:` : '')
    .update(JSON.stringify(body))
    .digest('hex');

async function useCoupon(trx: Db, storeId: string, code: string, now: Date): Promise<ClaimedCoupon> {
  const coupon = await claimCoupon(trx, storeId, code, now);
  if (coupon) return coupon;
  const refusal = await couponRefusal(trx, storeId, code, now);
  throw new AppError(refusal === 'exhausted' ? 'COUPON:EXHAUSTED' : 'COUPON:INVALID');
}

/** Who places the order: the customer on the storefront, or a staff user at the counter. */
export interface OrderPlacer {
  /** The 'order:created' event's actor. */
  actor: EventActor;
  /** The staff user the order records as having entered it; null for a customer. */
  enteredBy: { userId: string; name: string } | null;
}

interface OrderRequest {
  facts: OrderFactsRows;
  key: string;
  hash: string;
  body: CreateOrderBody;
  phone: string;
  now: Date;
  placer: OrderPlacer;
}

/**
 * Everything an order writes (coupon use, stock and the record of what it took, the order, its
 * number and its history row) in one transaction; the orders service writes the order itself,
 * in one statement, which is the whole transaction when there is no coupon or stock.
 * Pricing and the delivery and payment checks come first, from what was read (order-assessment.ts,
 * which the quote shares): a refusal there opens no transaction. Answers the order as written.
 */
async function placeCheckedOrder(db: Db, { facts, key, hash, body, phone, now, placer }: OrderRequest): Promise<Order> {
  const storeId = facts.store.id;
  const assessed = assessOrder(facts, body, now, randomUUID);
  const { priced, rules, units, deliveryCents } = assessed;
  const delivery = valueOf(assessed.delivery);
  const payment = valueOf(assessed.payment);
  const orderId = randomUUID();
  const write = async (trx: Db) => {
    const coupon = body.coupon_code ? await useCoupon(trx, storeId, body.coupon_code, now) : null;
    const couponCents = coupon ? couponDiscountCents(coupon, priced.itemsCents) : 0;
    const imports = orderImports(priced, deliveryCents, couponCents);
    checkPaysWith(payment, toCents(imports.total.amount));
    if (!(await takeOrderStock(trx, storeId, orderId, units))) throw new AppError('STOCK:INSUFFICIENT');
    const { currency } = priced;
    const order: NewOrder = {
      id: orderId,
      client: { name: body.client.name, phone },
      items: priced.items,
      delivery: { cost: { currency, amount: delivery.cost.amount }, methods: delivery.methods },
      payment,
      coupon: coupon ? { id: coupon.id, code: coupon.code } : null,
      imports,
      turnId: rules.turnId,
      idempotency: { key, requestHash: hash },
      createdAt: now,
      enteredBy: placer.enteredBy,
    };
    const clock = {
      timeZone: facts.store.timezone,
      preparationDelayMinutes: rules.delivery.preparationDelayMinutes,
      extraDelayMinutes: rules.extraDelayMinutes,
    };
    return { order, placed: await placeOrder(trx, storeId, order, placer.actor, clock) };
  };
  // With no coupon to claim and no stock to take, the order's one statement is its own transaction.
  const written = body.coupon_code || units.size > 0 ? await db.transaction().execute(write) : await write(db);
  // Built once committed: the order's number stays locked until then, so nothing else waits on this.
  return placedOrderAnswer(storeId, written.order, written.placed);
}

/** An order already made with this key: the same order for the same body, else 409. */
async function replay(db: Db, storeId: string, earlier: { id: string; request_hash: string | null }, hash: string): Promise<Order | null> {
  if (earlier.request_hash !== hash) throw new AppError('IDEMPOTENCY:KEY:REUSED');
  return findOrder(db, storeId, earlier.id);
}

/** The ids a body names: its articles and the options chosen of their toppings. */
export function idsAskedFor(body: CreateOrderBody): { articleIds: string[]; optionIds: string[] } {
  const articleIds = body.items.map((item) => item.article_id);
  const optionIds = body.items.flatMap((item) => item.toppings.flatMap((topping) => topping.options.map((option) => option.id)));
  return { articleIds, optionIds };
}

/**
 * Places an order body in the store (by slug from the storefront, by id at the counter). A
 * refusal writes nothing (and is not remembered: the same key may be sent again once the problem
 * is fixed); a placed order is answered again for the same key and body, also when two such
 * requests race (the unique key decides, the loser reads the winner's). What the order is checked
 * against is read in one statement with the store and the key's earlier order; refusals keep
 * their order: unknown store, key reused, phone, then the order's own.
 */
export async function placeOrderBody(
  db: Db,
  store: OrderFactsQuery['store'],
  request: { key: string; body: CreateOrderBody; now: Date; placer: OrderPlacer },
): Promise<Order> {
  const { key, body, now, placer } = request;
  const facts = await findOrderFacts(db, { store, idempotencyKey: key, ...idsAskedFor(body) });
  if (!facts) throw notFound('Tienda');
  const storeId = facts.store.id;
  const hash = requestHash(body, placer.enteredBy?.userId);
  if (facts.keyedOrder) {
    const earlier = await replay(db, storeId, facts.keyedOrder, hash);
    if (earlier) return earlier;
  }
  const phone = normalisePhone(body.client.phone);
  if (!phone) throw new AppError('VO:PHONE:INVALID');
  try {
    return await placeCheckedOrder(db, { facts, key, hash, body, phone, now, placer });
  } catch (error) {
    if (!isUniqueViolation(error, 'orders_store_idempotency_key')) throw error;
    const raced = await findOrderByIdempotencyKey(db, storeId, key);
    const answer = raced ? await replay(db, storeId, raced, hash) : null;
    if (!answer) throw error;
    return answer;
  }
}

/** POST /v1/stores/:slug/orders: the customer's own order. */
export async function createOrder(
  db: Db,
  slug: string,
  key: string,
  body: CreateOrderBody,
  now: Date,
): Promise<StorefrontOrder> {
  const placer: OrderPlacer = { actor: customerActor(body.client.name), enteredBy: null };
  return toStorefrontOrder(await placeOrderBody(db, { slug }, { key, body, now, placer }));
}
