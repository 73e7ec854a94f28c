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

/** An edit form's keys (useEditForm): the item it loads and saves, and every list a save refreshes. */
export const catalogueEditKeys = (entity: CatalogueEntity, id: string) => ({
  queryKey: catalogueKeys.detail(entity, id),
  refresh: [catalogueKeys.list(entity)],
});

export const catalogueListPath = (entity: CatalogueEntity): string => `/catalogue/${entity}`;
export const catalogueItemPath = (entity: CatalogueEntity, id: string): string =>
  `/catalogue/${entity}/${id}`;
