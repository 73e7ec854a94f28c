import { createContext, use } from 'react';
import type { ApiClient } from './api-client';

export const ApiContext = createContext<ApiClient | null>(null);

/** The one API client, for queries and mutations of every feature. */
export function useApi(): ApiClient {
  const api = use(ApiContext);
  if (!api) throw new Error('useApi needs ApiContext');
  return api;
}
