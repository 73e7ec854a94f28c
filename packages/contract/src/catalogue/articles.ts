import { z } from 'zod';
import { IdParams, IsoDateTime, Slug, Uuid } from '../common';
import { FileUrl } from '../files';
import { listOf } from '../list';
import { CommaSeparatedUuids, sortableListQuery } from '../list-query';
import { defineRoute } from '../route';
import { DESCRIPTION_MAX, NAME_MAX, optionalText, requiredText } from '../text';
import { hasUniqueIds } from '../unique';
import { Price, PriceBody } from './price';

export const ARTICLE_IMAGES_MAX = 10;
export const ARTICLE_TOPPINGS_MAX = 30;
export const TOPPING_REF_COUNT_MAX = 100;

const RefCount = z.number().int().min(0).max(TOPPING_REF_COUNT_MAX);

/**
 * A topping the article offers. min and max count the option units the customer picks from it;
 * max 0 means no upper limit; required means at least one unit (and at least min).
 */
export const ArticleToppingRef = z
  .object({
    id: Uuid,
    min: RefCount.default(0),
    max: RefCount.default(0),
    required: z.boolean().default(false),
  })
  .refine((ref) => ref.max === 0 || ref.min <= ref.max, {
    message: 'el minimo supera al maximo',
    path: ['min'],
  });
export type ArticleToppingRef = z.infer<typeof ArticleToppingRef>;

const articleShape = {
  name: requiredText(NAME_MAX),
  slug: Slug,
  description: optionalText(DESCRIPTION_MAX),
  images_url: z.array(FileUrl).max(ARTICLE_IMAGES_MAX).default([]),
  disabled: z.boolean().default(false),
  toppings: z
    .array(ArticleToppingRef)
    .max(ARTICLE_TOPPINGS_MAX)
    .refine(hasUniqueIds, 'un topping aparece dos veces')
    .default([]),
};

export const Article = z.object({
  id: Uuid,
  ...articleShape,
  price: Price,
  created_at: IsoDateTime,
});
export type Article = z.infer<typeof Article>;

/** PUT body: the article without id (from the path) and created_at; the total is re-derived. */
export const ArticleBody = z.object({ ...articleShape, price: PriceBody });
export type ArticleBody = z.infer<typeof ArticleBody>;
export type ArticleBodyInput = z.input<typeof ArticleBody>;

export const articleSortFields = ['created_at', 'name', 'slug'] as const;

/** `ids`: only these articles (pickers use it to show the names of chosen ids). */
export const ArticleListQuery = sortableListQuery(articleSortFields).extend({
  ids: CommaSeparatedUuids.optional(),
});
export type ArticleListQuery = z.infer<typeof ArticleListQuery>;

export const ArticleList = listOf(Article);
export type ArticleList = z.infer<typeof ArticleList>;

export const articleRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/catalogue/articles',
    tag: 'catalogue',
    summary: 'Lista los articulos (busca por nombre, slug o descripcion)',
    query: ArticleListQuery,
    response: ArticleList,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/catalogue/articles/:id',
    tag: 'catalogue',
    summary: 'Un articulo',
    params: IdParams,
    response: Article,
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/catalogue/articles/:id',
    tag: 'catalogue',
    summary: 'Crea o actualiza un articulo',
    params: IdParams,
    body: ArticleBody,
    response: Article,
  }),
};
