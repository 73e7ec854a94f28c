/** Query keys of the orders feature; a status change replaces the detail and refreshes the list. */
export const orderKeys = {
  all: ['orders'] as const,
  list: ['orders', 'list'] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  riders: (id: string) => ['orders', 'riders', id] as const,
  /** The store's take-away city, appended to the maps links. */
  storeCity: ['orders', 'store-city'] as const,
};

export const orderPath = (id: string): string => `/orders/${id}`;
