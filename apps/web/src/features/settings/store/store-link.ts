/** The path of a store's public ordering page (issue 9). */
export const storePagePath = (slug: string): string => `/tienda/${encodeURIComponent(slug)}`;

/** The public link customers open: this site's origin and the store's saved slug. */
export const storePublicLink = (origin: string, slug: string): string => `${origin}${storePagePath(slug)}`;
