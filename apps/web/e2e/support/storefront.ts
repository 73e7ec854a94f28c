import { randomUUID } from 'node:crypto';
import type { Order } from '@comanda/contract/orders';
import {
  type CreateOrderBodyInput,
  IDEMPOTENCY_HEADER,
  PublicStore,
  StorefrontCatalogue,
} from '@comanda/contract/storefront';
import { serverUrl } from './server-url';

/** The first active article a customer can order without choosing toppings. */
async function plainArticle(slug: string): Promise<{ id: string; cents: number }> {
  const response = await fetch(`${serverUrl()}/v1/stores/${slug}/catalogue`);
  const catalogue = StorefrontCatalogue.parse(((await response.json()) as { result: unknown }).result);
  const article = catalogue.sections
    .flatMap((section) => section.articles)
    .find((candidate) => candidate.toppings.every((ref) => !ref.required && ref.min === 0));
  if (!article) throw new Error(`La tienda ${slug} no tiene un articulo sin toppings obligatorios`);
  return { id: article.id, cents: Math.round(article.price.total.amount * 100) };
}

/** The shipment's minimum for the items, so a shipment order is accepted. */
async function shipmentMinimumCents(slug: string): Promise<number> {
  const response = await fetch(`${serverUrl()}/v1/stores/${slug}`);
  const store = PublicStore.parse(((await response.json()) as { result: unknown }).result);
  return Math.round(store.delivery.shipment.min_amount_items.amount * 100);
}

export type StorefrontMethod = 'take_away' | 'shipment';

/**
 * Places an as-soon-as-possible order, cash unless `payment` says otherwise, through the public
 * storefront API, as a customer's phone would (the demo stores are open every day; the turn must
 * be open). A shipment repeats the article until the items reach the store's minimum.
 */
export async function placeStorefrontOrder(
  slug: string,
  clientName: string,
  method: StorefrontMethod = 'take_away',
  payment: CreateOrderBodyInput['payment'] = { method: 'cash' },
  phone = '+54 9 341 555 0101',
): Promise<Order> {
  const article = await plainArticle(slug);
  const units = method === 'shipment' ? Math.max(1, Math.ceil((await shipmentMinimumCents(slug)) / article.cents)) : 1;
  const body: CreateOrderBodyInput = {
    client: { name: clientName, phone },
    items: Array.from({ length: units }, () => ({ article_id: article.id, toppings: [] })),
    delivery:
      method === 'shipment'
        ? {
            method,
            immediate: true,
            location: { city: 'Rosario', address_one: 'Cordoba 1234', address_two: '', indications: 'Timbre 2' },
          }
        : { method, immediate: true },
    payment,
  };
  const response = await fetch(`${serverUrl()}/v1/stores/${slug}/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: randomUUID() },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { result?: Order; error?: unknown };
  if (response.status !== 201 || !answer.result) {
    throw new Error(`The storefront refused the order: ${response.status} ${JSON.stringify(answer.error)}`);
  }
  return answer.result;
}
