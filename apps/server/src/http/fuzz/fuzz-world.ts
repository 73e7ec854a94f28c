import { orderRoutes } from '@comanda/contract/orders';
import { storefrontRoutes } from '@comanda/contract/storefront';
import { createStorefrontWorld, orderBody, postOrder, putCoupon, putStock, type StorefrontWorld } from '../../testing/storefront-kit';
import type { FuzzExample, FuzzOperation } from './fuzz-requests';
import type { KnownValues } from './fuzz-values';

/**
 * What the API fuzz test aims at: a store ready to sell (catalogue, settings, open turn), a
 * coupon, stock and a few orders, with what the fuzzer should know of them.
 */
export interface FuzzWorld {
  w: StorefrontWorld;
  known: KnownValues;
  /** Known-good inputs by call (`PUT /v1/...{id}`). */
  examples: ReadonlyMap<string, FuzzExample[]>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const operationLabel = (operation: FuzzOperation) => `${operation.method} ${operation.path}`;
const openApiPath = (path: string) => path.replace(/:([A-Za-z_]+)/g, '{$1}');
const pathParameterNames = (operation: FuzzOperation) =>
  operation.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);

/** Every uuid and every `phone` in an answer: values the fuzzer reuses to reach existing rows. */
function harvest(value: unknown, ids: Set<string>, phones: Set<string>, key = ''): void {
  if (typeof value === 'string') {
    if (UUID.test(value)) ids.add(value);
    if (key === 'phone') phones.add(value);
  } else if (Array.isArray(value)) value.forEach((item) => harvest(item, ids, phones, key));
  else if (value !== null && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) harvest(item, ids, phones, name);
  }
}

async function placeOrders(w: StorefrontWorld): Promise<void> {
  const items = [
    { article_id: w.ids.pizza, toppings: [] },
    { article_id: w.ids.empanada, toppings: [] },
  ];
  const location = { city: 'CABA', address_one: 'Peru 100', address_two: '', indications: '' };
  for (const delivery of [
    { method: 'take_away' as const, immediate: true },
    { method: 'take_away' as const, immediate: true },
    { method: 'shipment' as const, immediate: true, location },
  ]) {
    const res = await postOrder(w, orderBody(w, { delivery, items }));
    if (res.statusCode !== 201) throw new Error(`the fuzz store could not take an order: ${res.body}`);
  }
}

export async function createFuzzWorld(operations: readonly FuzzOperation[]): Promise<FuzzWorld> {
  const w = await createStorefrontWorld('fuzz');
  const { t, admin } = w;
  await putCoupon(w, { code: 'FUZZ10', discount_percent: 10 });
  await putStock(w, 50, [{ id: w.ids.pizza, type: 'article' }]);
  await placeOrders(w);
  const get = async (url: string): Promise<unknown> => {
    const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
    return res.statusCode === 200 ? (res.json() as { result: unknown }).result : undefined;
  };

  // Every list and every read without path parameters: their ids (by list, for the list's /{id}).
  const ids = new Set<string>([admin.deviceId]);
  const phones = new Set<string>();
  const idsByList = new Map<string, string[]>();
  for (const operation of operations) {
    if (operation.method !== 'GET' || pathParameterNames(operation).length > 0) continue;
    const result = await get(`${operation.path}?limit=100`);
    harvest(result, ids, phones);
    const data = (result as { data?: Array<{ id?: unknown }> } | undefined)?.data;
    if (Array.isArray(data)) idsByList.set(operation.path, data.map((row) => String(row.id)));
  }
  const sortedIds = [...ids].sort();
  const known: KnownValues = {
    ids: sortedIds,
    byName: {
      slug: [w.slug],
      phone: [...phones].sort(),
      // Every list sorts by these (the others differ by list); pickers ask for names by ids.
      order: ['id__ASC', 'created_at__DESC', 'created_at__ASC,id__DESC'],
      ids: [sortedIds.slice(0, 3).join(','), sortedIds.slice(3, 4).join(',')],
      // The account limit then blocks most attempts before their (slow on purpose) password check.
      username: [admin.user.email ?? ''],
    },
  };

  // Examples: path parameters of existing rows, and what a GET of the same path answers as the
  // body of its PUT (a body that would be saved as it is).
  const orderIds = idsByList.get(orderRoutes.list.path) ?? [];
  const examples = new Map<string, FuzzExample[]>();
  for (const operation of operations) {
    const names = pathParameterNames(operation);
    const listIds = [...idsByList].find(([list]) => operation.path.startsWith(`${list}/`))?.[1] ?? [];
    const valuesOf = (name: string): readonly string[] =>
      name === 'slug' ? [w.slug] : name === 'orderId' ? orderIds : name === 'deviceId' ? [admin.deviceId] : listIds;
    const count = Math.min(4, ...names.map((name) => valuesOf(name).length));
    const paramSets: Array<Record<string, string> | undefined> =
      names.length === 0
        ? [undefined]
        : Array.from({ length: count }, (_, index) => Object.fromEntries(names.map((name) => [name, valuesOf(name)[index] ?? ''])));
    const hasGetTwin =
      operation.method === 'PUT' && operations.some((other) => other.method === 'GET' && other.path === operation.path);
    const found: FuzzExample[] = [];
    for (const params of paramSets) {
      const example: FuzzExample = params ? { params } : {};
      if (hasGetTwin) {
        const body = await get(operation.path.replace(/\{([A-Za-z_]+)\}/g, (_, name: string) => params?.[name] ?? ''));
        if (body !== undefined) example.body = body;
      }
      if (params || 'body' in example) found.push(example);
    }
    if (operationLabel(operation) === `POST ${openApiPath(storefrontRoutes.createOrder.path)}`) {
      found.push({ params: { slug: w.slug }, body: orderBody(w) });
    }
    examples.set(operationLabel(operation), found);
  }
  return { w, known, examples };
}
