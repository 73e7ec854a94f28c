import { articleRoutes } from '@comanda/contract/catalogue/articles';
import { soldOutRoutes } from '@comanda/contract/catalogue/sold-out';
import { toppingRoutes } from '@comanda/contract/catalogue/toppings';
import { LIST_MAX_LIMIT } from '@comanda/contract/list';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/api-context';
import { soldOutKeys } from './sold-out-keys';

/** By name, so a long catalogue reads like its menu; a search narrows it down. */
const page = (query: string) => ({
  ...(query ? { query } : {}),
  limit: LIST_MAX_LIMIT,
  skip: 0,
  order: 'name__ASC',
});

/**
 * What the 'Agotados' panel lists for a search (the catalogue's own list calls, which the
 * operator may read), and the two one-tap marks, each answered once the lists show the change.
 */
export function useSoldOutLists(query: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const articles = useQuery({
    queryKey: soldOutKeys.articles(query),
    queryFn: ({ signal }) => api.call(articleRoutes.list, { query: page(query) }, { signal }),
  });
  const toppings = useQuery({
    queryKey: soldOutKeys.toppings(query),
    queryFn: ({ signal }) => api.call(toppingRoutes.list, { query: page(query) }, { signal }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: soldOutKeys.all });
  return {
    articles,
    toppings,
    markArticle: async (id: string, soldOut: boolean) => {
      await api.call(soldOutRoutes.article, { params: { id }, body: { sold_out: soldOut } });
      await refresh();
    },
    markOption: async (id: string, optionId: string, soldOut: boolean) => {
      await api.call(soldOutRoutes.toppingOption, { params: { id, optionId }, body: { sold_out: soldOut } });
      await refresh();
    },
  };
}
