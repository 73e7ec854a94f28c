import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { preparedStatement } from '../../db/prepared-statement';
import {
  activeArticlesJson,
  type OrderableArticle,
  type OrderableTopping,
  orderableArticle,
  orderableTopping,
  referredToppingsJson,
} from '../catalogue/visible/visible-catalogue.service';
import { type KeyedOrder, keyedOrderJson } from '../orders/order-lookup.service';
import { type OrderStockRef, orderStockRefsJson } from '../orders/order-stock.service';
import {
  scheduleEntriesJson,
  type SettingsWithEntriesRow,
  type SettingsWithSchedules,
  settingsFromRow,
} from '../store/ordering/order-settings.service';
import {
  type ExtraDelayRow,
  extraDelayFromJson,
  extraDelayJson,
  openTurnIdOf,
  type PauseRow,
  pausesFromJson,
  pausesJson,
} from '../store/status/status.service';

/** Everything placing an order reads before it writes, as of one statement. */
export interface OrderFactsRows {
  store: { id: string; timezone: string };
  /** The order this Idempotency-Key already made in the store, if any. */
  keyedOrder: KeyedOrder | null;
  /** The store's articles among those asked for that are not disabled. */
  articles: OrderableArticle[];
  /** The visible toppings those articles refer to, with all their options. */
  toppings: OrderableTopping[];
  settings: SettingsWithSchedules;
  openTurnId: string | null;
  pauses: PauseRow[];
  extraDelay: ExtraDelayRow | undefined;
  /** The stock refs of the articles and options asked for. */
  stockRefs: OrderStockRef[];
}

/** For reads that place nothing (quote, slots): a key no order has. */
export const NO_IDEMPOTENCY_KEY = '00000000-0000-0000-0000-000000000000';

export interface OrderFactsQuery {
  /** The storefront names the store by its slug; staff at the counter by their power's store id. */
  store: { slug: string } | { id: string };
  idempotencyKey: string;
  articleIds: readonly string[];
  optionIds: readonly string[];
}

type FactsRow = SettingsWithEntriesRow & {
  facts_store_id: string;
  facts_store_timezone: string;
  facts_keyed_order: OrderFactsRows['keyedOrder'];
  facts_articles: Parameters<typeof orderableArticle>[0][];
  facts_toppings: Parameters<typeof orderableTopping>[0][];
  facts_open_turn_id: string | null;
  facts_pauses: Parameters<typeof pausesFromJson>[0];
  facts_extra_delay: Parameters<typeof extraDelayFromJson>[0];
  facts_stock_refs: OrderStockRef[];
};

/**
 * The store a slug names and what an order there is checked against, in one round trip: the
 * order its key already made, the catalogue asked for, the settings and schedules, the open
 * turn, the pauses and extra delay, and the stock refs. Each part is the same read its module
 * makes alone; they are only asked together. undefined: no store has the slug.
 *
 * These reads take no locks, so reading them before the order's transaction begins sees what
 * reading them inside it would (read committed): the writes that must not race (coupon use,
 * stock, the order's number) lock their rows inside it. Prepared on PostgreSQL: planning this
 * statement cost several times its execution, and its text is the same for every order.
 */
export async function findOrderFacts(db: Db, query: OrderFactsQuery): Promise<OrderFactsRows | undefined> {
  const store = sql.ref<string>('s.id');
  const { rows } = await preparedStatement(sql<FactsRow>`
    select ss.*,
      s.id as facts_store_id,
      s.timezone as facts_store_timezone,
      ${keyedOrderJson(store, query.idempotencyKey)} as facts_keyed_order,
      ${activeArticlesJson(store, query.articleIds)} as facts_articles,
      ${referredToppingsJson(store, query.articleIds)} as facts_toppings,
      ${scheduleEntriesJson(store)} as entries,
      ${openTurnIdOf(store)} as facts_open_turn_id,
      ${pausesJson(store)} as facts_pauses,
      ${extraDelayJson(store)} as facts_extra_delay,
      ${orderStockRefsJson(store, query.articleIds, query.optionIds)} as facts_stock_refs
    from stores s
    left join store_settings ss on ss.store_id = s.id
    where ${'slug' in query.store ? sql`s.slug = ${query.store.slug}` : sql`s.id = ${query.store.id}`}
  `).execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const {
    facts_store_id: id,
    facts_store_timezone: timezone,
    facts_keyed_order: keyedOrder,
    facts_articles: articles,
    facts_toppings: toppings,
    facts_open_turn_id: openTurnId,
    facts_pauses: pauses,
    facts_extra_delay: extraDelay,
    facts_stock_refs: stockRefs,
    ...settings
  } = row;
  return {
    store: { id, timezone },
    keyedOrder,
    articles: articles.map(orderableArticle),
    toppings: toppings.map(orderableTopping),
    settings: settingsFromRow(settings),
    openTurnId,
    pauses: pausesFromJson(pauses),
    extraDelay: extraDelayFromJson(extraDelay),
    stockRefs,
  };
}
