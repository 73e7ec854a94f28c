import type { QueryClient } from '@tanstack/react-query';
import { createContext, use } from 'react';

/**
 * The page's one query cache, made by the first screen that needs it (the lobby or the shell), so
 * the login downloads no query code. Tests may put their own in first.
 */
export interface QueryClientSlot {
  current: QueryClient | null;
}

export const QueryClientSlotContext = createContext<QueryClientSlot | null>(null);

export function useQueryClientSlot(): QueryClientSlot {
  const slot = use(QueryClientSlotContext);
  if (!slot) throw new Error('the query cache needs Providers');
  return slot;
}
