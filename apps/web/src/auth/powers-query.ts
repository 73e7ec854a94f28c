import { authRoutes } from '@comanda/contract/auth';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api/api-client';

/** The user's powers (stores and roles): the lobby lists them, the shell names the current store. */
export const powersQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['auth', 'powers'],
    queryFn: ({ signal }) => api.call(authRoutes.powers, undefined, { signal }),
  });
