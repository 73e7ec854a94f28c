import { randomUUID } from 'node:crypto';
import { fromCents, toCents } from '@comanda/contract/money';
import { normalisePhone } from '@comanda/contract/phone';
import type { CreateOrderBody, OrderQuote, OrderRefusal, QuotedCoupon } from '@comanda/contract/storefront';
import type { Db } from '../../db/database';
import { AppError, notFound } from '../../http/app-error';
import { answerImports, answerItem } from '../orders/new-order-answer';
import { couponDiscountCents } from './coupon-discount';
import { assessOrder, attempt } from './order-assessment';
import { checkPaysWith } from './order-payment';
import { peekCoupon } from './order-coupon.repository';
import { findOrderFacts, NO_IDEMPOTENCY_KEY } from './order-facts.repository';
import { orderImports } from './order-pricing';
import { stockFallsShort } from './order-stock-check.repository';
import { idsAskedFor } from './create-order.service';

const refusalOf = (error: AppError): OrderRefusal => ({ code: error.code, description: error.message });

/**
 * POST /v1/stores/:slug/orders/quote: the order the body would make, priced and checked by the
 * code that places it (order-assessment.ts), writing nothing. The coupon is looked at without
 * being claimed and the stock without being taken, so an order placed right after may still be
 * refused if another took the last use or unit meanwhile. The refusal is the one placing the
 * order would answer now: phone, delivery, payment, coupon, 'paga con' against the total, stock,
 * in that order.
 */
export async function quoteOrder(db: Db, slug: string, body: CreateOrderBody, now: Date): Promise<OrderQuote> {
  const facts = await findOrderFacts(db, { store: { slug }, idempotencyKey: NO_IDEMPOTENCY_KEY, ...idsAskedFor(body) });
  if (!facts) throw notFound('Tienda');
  const storeId = facts.store.id;
  const assessed = assessOrder(facts, body, now, randomUUID);
  const { priced } = assessed;
  const refusals: AppError[] = [];
  if (!normalisePhone(body.client.phone)) refusals.push(new AppError('VO:PHONE:INVALID'));
  if (!assessed.delivery.ok) refusals.push(assessed.delivery.error);
  if (!assessed.payment.ok) refusals.push(assessed.payment.error);
  let coupon: QuotedCoupon | null = null;
  let couponCents = 0;
  if (body.coupon_code) {
    const found = await peekCoupon(db, storeId, body.coupon_code, now);
    const error = typeof found === 'string' ? new AppError(found === 'exhausted' ? 'COUPON:EXHAUSTED' : 'COUPON:INVALID') : null;
    couponCents = typeof found === 'string' ? 0 : couponDiscountCents(found, priced.itemsCents);
    coupon = {
      code: body.coupon_code,
      discount: { currency: priced.currency, amount: fromCents(couponCents) },
      refusal: error ? refusalOf(error) : null,
    };
    if (error) refusals.push(error);
  }
  const placed = orderImports(priced, assessed.deliveryCents, couponCents);
  const { payment } = assessed;
  if (payment.ok) {
    const paysWith = attempt(() => checkPaysWith(payment.value, toCents(placed.total.amount)));
    if (!paysWith.ok) refusals.push(paysWith.error);
  }
  if (await stockFallsShort(db, storeId, assessed.units)) refusals.push(new AppError('STOCK:INSUFFICIENT'));
  const imports = answerImports(placed);
  const items = priced.items.map((item) => {
    const { id: _id, ...line } = answerItem(item, priced.currency);
    return line;
  });
  const first = refusals[0];
  return { items, imports, coupon, refusal: first ? refusalOf(first) : null };
}
