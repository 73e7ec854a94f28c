import { z } from 'zod';
import { IdParams, IsoDateTime, Uuid } from '../common';
import { listOf } from '../list';
import { CommaSeparatedUuids, sortableListQuery } from '../list-query';
import { Money } from '../money';
import { defineRoute } from '../route';
import { DESCRIPTION_MAX, NAME_MAX, optionalText, requiredText } from '../text';
import { hasUniqueIds } from '../unique';
import { Percent, PRICE_INCONSISTENT, isPriceConsistent, withCanonicalTotal } from './price';

export const TOPPING_OPTIONS_MAX = 100;

const optionShape = {
  id: Uuid,
  name: requiredText(NAME_MAX),
  description: optionalText(DESCRIPTION_MAX),
  disabled: z.boolean().default(false),
  import: Money,
  discount: Percent.default(0),
  total: Money,
};

export const ToppingOption = z.object(optionShape);
export type ToppingOption = z.infer<typeof ToppingOption>;

/** An option as a body sends it: the price must agree and is saved with the canonical total. */
export const ToppingOptionBody = z
  .object(optionShape)
  .refine(isPriceConsistent, { message: PRICE_INCONSISTENT, path: ['total'] })
  .transform(withCanonicalTotal);

const toppingShape = {
  name: requiredText(NAME_MAX),
  description: optionalText(DESCRIPTION_MAX),
  visible: z.boolean().default(true),
};

export const Topping = z.object({
  id: Uuid,
  ...toppingShape,
  options: z.array(ToppingOption),
  created_at: IsoDateTime,
});
export type Topping = z.infer<typeof Topping>;

/** PUT body: the topping without id (from the path) and created_at. */
export const ToppingBody = z.object({
  ...toppingShape,
  options: z
    .array(ToppingOptionBody)
    .max(TOPPING_OPTIONS_MAX)
    .refine(hasUniqueIds, 'una opcion aparece dos veces')
    .default([]),
});
export type ToppingBody = z.infer<typeof ToppingBody>;
export type ToppingBodyInput = z.input<typeof ToppingBody>;

export const toppingSortFields = ['created_at', 'name'] as const;

/**
 * `ids`: only these toppings; `option_ids`: toppings holding any of these options (the stock
 * picker shows the name of a referred option this way).
 */
export const ToppingListQuery = sortableListQuery(toppingSortFields).extend({
  ids: CommaSeparatedUuids.optional(),
  option_ids: CommaSeparatedUuids.optional(),
});
export type ToppingListQuery = z.infer<typeof ToppingListQuery>;

export const ToppingList = listOf(Topping);
export type ToppingList = z.infer<typeof ToppingList>;

export const toppingRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/catalogue/toppings',
    tag: 'catalogue',
    summary: 'Lista los toppings (busca por nombre o descripcion del topping o de sus opciones)',
    query: ToppingListQuery,
    response: ToppingList,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/catalogue/toppings/:id',
    tag: 'catalogue',
    summary: 'Un topping con sus opciones',
    params: IdParams,
    response: Topping,
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/catalogue/toppings/:id',
    tag: 'catalogue',
    summary: 'Crea o actualiza un topping y sus opciones',
    params: IdParams,
    body: ToppingBody,
    response: Topping,
  }),
};
