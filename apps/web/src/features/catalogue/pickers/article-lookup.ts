import type { Article } from '@comanda/contract/catalogue/articles';
import { articleRoutes } from '@comanda/contract/catalogue/articles';
import { IDS_QUERY_MAX } from '@comanda/contract/list-query';
import { LIST_PAGE_SIZE } from '@comanda/contract/list';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import type { PickerOption } from '../../../components/search-picker';
import { catalogueKeys } from '../catalogue-keys';
import { idChunks } from './id-chunks';

export const articleOption = (article: Article): PickerOption => ({
  value: article.id,
  label: article.name,
});

/** The article picker's search: the first page of articles matching the text. */
export function useArticleSearch(): (text: string, signal: AbortSignal) => Promise<PickerOption[]> {
  const api = useApi();
  return async (text, signal) => {
    const page = await api.call(
      articleRoutes.list,
      { query: { query: text || undefined, limit: LIST_PAGE_SIZE } },
      { signal },
    );
    return page.data.map(articleOption);
  };
}

/** The chosen articles by id, to show their names. */
export function useArticlesById(ids: readonly string[]) {
  const api = useApi();
  const chunks = idChunks(ids);
  return useQuery({
    queryKey: [...catalogueKeys.list('articles'), 'ids', chunks],
    enabled: chunks.length > 0,
    queryFn: async ({ signal }) => {
      const pages = await Promise.all(
        chunks.map((chunk) =>
          api.call(
            articleRoutes.list,
            { query: { ids: chunk, limit: IDS_QUERY_MAX } },
            { signal },
          ),
        ),
      );
      return new Map(pages.flatMap((page) => page.data).map((article) => [article.id, article]));
    },
    placeholderData: (previous) => previous,
  });
}
