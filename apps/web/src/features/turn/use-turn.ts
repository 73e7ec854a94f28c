import type { Turn } from '@comanda/contract/turn';
import { turnRoutes } from '@comanda/contract/turn';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { turnKey } from './turn-keys';

/** The open turn, or the last closed one; null when the store never opened one. */
export function useTurn(): UseQueryResult<Turn | null> {
  const api = useApi();
  return useQuery({
    queryKey: turnKey,
    queryFn: ({ signal }) => api.call(turnRoutes.get, undefined, { signal }),
  });
}
