/**
 * Query-key prefixes the live stream refreshes (src/live): every query whose key starts with one
 * of them is invalidated when the store's orders or turn change. A feature keeps its queries
 * under these prefixes to be updated live without importing the live layer.
 */
export const liveQueryKeys = {
  /** Lists, details and anything else read from the orders. */
  orders: ['orders'],
  /** The home dashboard of the open turn. */
  dashboard: ['dashboard'],
  /** The store's sales turn. */
  turn: ['turn'],
  /** Whether the store takes orders now (the header badge, the pause controls). */
  storeStatus: ['store-status'],
  /** The store's team: members, invitations and their history (Configuraciones > Equipo). */
  team: ['team'],
  /** Stock items at or below their 'Avisar con' (the board's and Inicio's banner). */
  stockWarnings: ['stock-warnings'],
} as const;
