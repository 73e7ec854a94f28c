import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';

/** A refused request (4xx) will not change by asking again; network and 5xx get two more tries. */
const shouldRetry = (failureCount: number, error: unknown) =>
  failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
