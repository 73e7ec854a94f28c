import { createHash, randomUUID } from 'node:crypto';
import type { Order } from '@comanda/contract/orders';
import { normalisePhone } from '@comanda/contract/phone';
import type { CreateOrderBody, StorefrontOrder } from '@comanda/contract/storefront';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/pg-error';
import { AppError } from '../../http/app-error';
import { findActiveArticles, findVisibleToppings } from '../catalogue/visible/visible-catalogue.service';
import { customerActor } from '../events/store-event';
import type { NewOrder } from '../orders/new-order';
import { placeOrder } from '../orders/order-placement.service';
import { takeOrderStock } from '../orders/order-stock.service';
import { findOrder, findOrderByIdempotencyKey } from '../orders/order-lookup.service';
import { getOrderSettings } from '../store/ordering/order-settings.service';
import { readStatusHolds, statusFacts } from '../store/status/status.service';
import { extraDelayMinutesAt } from '../store/status/store-status';
import { getTurn } from '../turn/turn.service';
import { type ClaimedCoupon, claimCoupon, couponRefusal } from './order-coupon.repository';
import { couponDiscountCents } from './coupon-discount';
import { checkDelivery, type DeliveryRules } from './order-delivery';
import { checkPayment, type PaymentRules } from './order-payment';
import { orderImports, priceItems, type PricingCatalogue } from './order-pricing';
import { toStorefrontOrder } from './storefront-order';
import type { StorefrontStoreRow } from './storefront-store.repository';
import { requireStoreBySlug } from './storefront-store';

/** The body after the contract's parsing (codes upper-cased, texts trimmed) names the request. */
export const requestHash = (body: CreateOrderBody): string =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex');

async function loadCatalogue(trx: Db, storeId: string, body: CreateOrderBody): Promise<PricingCatalogue> {
  const articles = await findActiveArticles(trx, storeId, body.items.map((item) => item.article_id));
  const toppingIds = articles.flatMap((article) => article.toppings.map((ref) => ref.id));
  const toppings = await findVisibleToppings(trx, storeId, toppingIds);
  return {
    articles: new Map(articles.map((article) => [article.id, article])),
    toppings: new Map(toppings.map((topping) => [topping.id, topping])),
  };
}

/**
 * The store's settings (one statement), its turn and its pauses and extra delay: what delivery
 * and payment are checked against, by the store status rule staff see.
 */
async function loadRules(trx: Db, store: StorefrontStoreRow, now: Date) {
  const turn = await getTurn(trx, store.id);
  const settings = await getOrderSettings(trx, store.id);
  const openTurnId = turn?.status === 'opened' ? turn.id : null;
  const status = statusFacts({ timeZone: store.timezone, settings, openTurnId, holds: await readStatusHolds(trx, store.id) });
  const delivery: DeliveryRules = {
    shipment: settings.shipment,
    takeAway: settings.takeAway,
    timeZone: store.timezone,
    preparationDelayMinutes: settings.preparationDelayMinutes,
    status,
    now,
  };
  const payment: PaymentRules = {
    cash: settings.cash,
    mercadoPago: settings.mercadoPago,
    bankTransfer: settings.bankTransfer,
  };
  return { delivery, payment, turnId: openTurnId, extraDelayMinutes: extraDelayMinutesAt(status, now) };
}

async function useCoupon(trx: Db, storeId: string, code: string, now: Date): Promise<ClaimedCoupon> {
  const coupon = await claimCoupon(trx, storeId, code, now);
  if (coupon) return coupon;
  const refusal = await couponRefusal(trx, storeId, code, now);
  throw new AppError(refusal === 'exhausted' ? 'COUPON:EXHAUSTED' : 'COUPON:INVALID');
}

interface OrderRequest {
  store: StorefrontStoreRow;
  key: string;
  hash: string;
  body: CreateOrderBody;
  phone: string;
  now: Date;
}

/**
 * Everything an order writes (coupon use, stock and the record of what it took, the order, its
 * number and its history row) in one transaction; the orders service writes the order itself.
 */
async function placeStorefrontOrder(db: Db, { store, key, hash, body, phone, now }: OrderRequest): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const priced = priceItems(body.items, await loadCatalogue(trx, store.id, body), randomUUID);
    const rules = await loadRules(trx, store, now);
    const delivery = checkDelivery(body.delivery, priced.itemsCents, rules.delivery);
    const payment = checkPayment(body.payment.method, rules.payment);
    const coupon = body.coupon_code ? await useCoupon(trx, store.id, body.coupon_code, now) : null;
    const couponCents = coupon ? couponDiscountCents(coupon, priced.itemsCents) : 0;
    const orderId = randomUUID();
    if (!(await takeOrderStock(trx, store.id, orderId, priced))) throw new AppError('STOCK:INSUFFICIENT');
    const deliveryCents = Math.round(delivery.cost.amount * 100);
    const { currency } = priced;
    const order: NewOrder = {
      id: orderId,
      client: { name: body.client.name, phone },
      items: priced.items,
      delivery: { cost: { currency, amount: delivery.cost.amount }, methods: delivery.methods },
      payment,
      coupon: coupon ? { id: coupon.id, code: coupon.code } : null,
      imports: orderImports(priced, deliveryCents, couponCents),
      turnId: rules.turnId,
      idempotency: { key, requestHash: hash },
      createdAt: now,
    };
    const clock = {
      timeZone: store.timezone,
      preparationDelayMinutes: rules.delivery.preparationDelayMinutes,
      extraDelayMinutes: rules.extraDelayMinutes,
    };
    const { id } = await placeOrder(trx, store.id, order, customerActor(body.client.name), clock);
    return id;
  });
}

/** An order already made with this key: the same order for the same body, else 409. */
async function replay(db: Db, storeId: string, key: string, hash: string): Promise<Order | null> {
  const earlier = await findOrderByIdempotencyKey(db, storeId, key);
  if (!earlier) return null;
  if (earlier.request_hash !== hash) throw new AppError('IDEMPOTENCY:KEY:REUSED');
  return findOrder(db, storeId, earlier.id);
}

/**
 * POST /v1/stores/:slug/orders. A refusal writes nothing (and is not remembered: the same key may
 * be sent again once the problem is fixed); a placed order is answered again for the same key and
 * body, also when two such requests race (the unique key decides, the loser reads the winner's).
 */
export async function createOrder(
  db: Db,
  slug: string,
  key: string,
  body: CreateOrderBody,
  now: Date,
): Promise<StorefrontOrder> {
  const store = await requireStoreBySlug(db, slug);
  const hash = requestHash(body);
  const earlier = await replay(db, store.id, key, hash);
  if (earlier) return toStorefrontOrder(earlier);
  const phone = normalisePhone(body.client.phone);
  if (!phone) throw new AppError('VO:PHONE:INVALID');
  let orderId: string;
  try {
    orderId = await placeStorefrontOrder(db, { store, key, hash, body, phone, now });
  } catch (error) {
    if (!isUniqueViolation(error, 'orders_store_idempotency_key')) throw error;
    const raced = await replay(db, store.id, key, hash);
    if (!raced) throw error;
    return toStorefrontOrder(raced);
  }
  const order = await findOrder(db, store.id, orderId);
  if (!order) throw new Error(`La orden ${orderId} no se encuentra tras crearla`);
  return toStorefrontOrder(order);
}
