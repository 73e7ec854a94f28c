/** The five catalogue lists, as named in their API paths and screen routes. */
export type CatalogueEntity = 'articles' | 'toppings' | 'sections' | 'coupons' | 'stock';

/**
 * Query keys. Every list page, picker search and name lookup of an entity sits under its list key,
 * so a save refreshes them all by invalidating that prefix.
 */
export const catalogueKeys = {
  list: (entity: CatalogueEntity) => ['catalogue', entity, 'list'] as const,
  detail: (entity: CatalogueEntity, id: string) => ['catalogue', entity, 'detail', id] as const,
};

export const catalogueListPath = (entity: CatalogueEntity): string => `/catalogue/${entity}`;
export const catalogueItemPath = (entity: CatalogueEntity, id: string): string =>
  `/catalogue/${entity}/${id}`;
