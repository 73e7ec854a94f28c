import { z } from 'zod';
import { IdParams, IsoDateTime, Uuid } from '../common';
import { listOf } from '../list';
import { sortableListQuery } from '../list-query';
import { defineRoute } from '../route';
import { requiredText } from '../text';

export const STOCK_DESCRIPTION_MAX = 200;
export const STOCK_REFS_MAX = 100;
export const STOCK_COUNT_MAX = 1_000_000_000;

/** Stock is counted in whole units. */
const StockCount = z.number().int().min(0).max(STOCK_COUNT_MAX);

export const StockRefType = z.enum(['article', 'topping_option']);
export type StockRefType = z.infer<typeof StockRefType>;
export const stockRefTypeLabel: Record<StockRefType, string> = {
  article: 'Articulo',
  topping_option: 'Opcion de topping',
};

/** Each sold unit takes `multiply ?? 1`; the multiply used when it is null. */
export const STOCK_DEFAULT_MULTIPLY = 1;

/**
 * What the stock item feeds: an article or a topping option, by id.
 * disable_min_count: when count <= it, the referred article or option is disabled (null: never).
 * multiply: units taken per sold unit (null: 1).
 */
export const StockRef = z.object({
  id: Uuid,
  type: StockRefType,
  disable_min_count: StockCount.nullable(),
  multiply: z.number().int().min(1).max(STOCK_COUNT_MAX).nullable(),
});
export type StockRef = z.infer<typeof StockRef>;

/** A reference as a form sends it: missing or empty numbers are saved as null. */
export const StockRefBody = StockRef.extend({
  disable_min_count: StockCount.nullable().default(null),
  multiply: z
    .union([z.literal(''), z.null(), z.number().int().min(1).max(STOCK_COUNT_MAX)])
    .default(null)
    .transform((value): number | null => (value === '' ? null : value)),
});
export type StockRefBody = z.infer<typeof StockRefBody>;

const hasUniqueRefs = (refs: ReadonlyArray<{ id: string; type: string }>): boolean =>
  new Set(refs.map((ref) => `${ref.type}:${ref.id}`)).size === refs.length;

const stockShape = {
  description: requiredText(STOCK_DESCRIPTION_MAX),
  count: StockCount,
};

/**
 * 'Avisar con': when a sale or an edit brings the count to or below it, staff are warned once
 * (a 'stock:low' store event, 'stock:out' at zero) until it goes back above; null never warns.
 */
const StockWarnCount = StockCount.nullable();

export const StockItem = z.object({
  id: Uuid,
  ...stockShape,
  warn_count: StockWarnCount,
  store_id: Uuid,
  refs: z.array(StockRef),
  created_at: IsoDateTime,
});
export type StockItem = z.infer<typeof StockItem>;

/** PUT body {description, count, refs}, and optionally warn_count (a missing key keeps the saved one). */
export const StockBody = z.object({
  ...stockShape,
  warn_count: StockWarnCount.optional(),
  refs: z
    .array(StockRefBody)
    .max(STOCK_REFS_MAX)
    .refine(hasUniqueRefs, 'una referencia aparece dos veces')
    .default([]),
});
export type StockBody = z.infer<typeof StockBody>;
export type StockBodyInput = z.input<typeof StockBody>;

export const stockSortFields = ['created_at', 'description', 'count'] as const;

export const StockListQuery = sortableListQuery(stockSortFields);
export type StockListQuery = z.infer<typeof StockListQuery>;

export const StockList = listOf(StockItem);
export type StockList = z.infer<typeof StockList>;

/** A stock item at or below its 'Avisar con' (out: at zero). */
export const StockWarning = z.object({
  id: Uuid,
  description: z.string(),
  count: StockCount,
  warn_count: StockCount,
  level: z.enum(['low', 'out']),
});
export type StockWarning = z.infer<typeof StockWarning>;

/** The store's stock items at or below their threshold: out first, then by description. */
export const StockWarnings = z.object({ data: z.array(StockWarning) });
export type StockWarnings = z.infer<typeof StockWarnings>;

/** 'Reponer': sets the count only, from the board or Inicio. */
export const StockCountBody = z.object({ count: StockCount });
export type StockCountBody = z.infer<typeof StockCountBody>;

export const stockRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/catalogue/stock',
    tag: 'catalogue',
    summary: 'Lista el stock (busca por descripcion)',
    query: StockListQuery,
    response: StockList,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/catalogue/stock/:id',
    tag: 'catalogue',
    summary: 'Un item de stock con sus referencias',
    params: IdParams,
    response: StockItem,
  }),
  warnings: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/catalogue/stock/warnings',
    tag: 'catalogue',
    summary: 'Items de stock en o bajo su aviso (admin, root y operador)',
    response: StockWarnings,
  }),
  restock: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/catalogue/stock/:id/count',
    tag: 'catalogue',
    summary: 'Repone un item de stock: fija solo su cantidad (admin, root y operador)',
    params: IdParams,
    body: StockCountBody,
    response: StockWarnings,
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/catalogue/stock/:id',
    tag: 'catalogue',
    summary: 'Crea o actualiza un item de stock',
    params: IdParams,
    body: StockBody,
    response: StockItem,
  }),
};
