import { authRoutes } from '@comanda/contract/auth';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/api-client';

/** Who is signed in, read with the session or the store's access token alike. */
export const accountUserQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['account', 'credentials'],
    queryFn: ({ signal }) => api.call(authRoutes.credentials, undefined, { signal }),
    select: (credentials) => credentials.user,
  });
