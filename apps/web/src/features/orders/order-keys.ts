/**
 * Query keys of the orders feature. Every order query sits under ['orders'], which the live
 * stream and every change invalidate, so the list, the board and the rider's view follow.
 */
export const orderKeys = {
  all: ['orders'] as const,
  list: ['orders', 'list'] as const,
  board: ['orders', 'board'] as const,
  deliveries: ['orders', 'deliveries'] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
  riders: (id: string) => ['orders', 'riders', id] as const,
};

export const orderPath = (id: string): string => `/orders/${id}`;
export const BOARD_PATH = '/orders/board';
export const DELIVERIES_PATH = '/orders/deliveries';
