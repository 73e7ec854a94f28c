import { articleRoutes } from '@comanda/contract/catalogue/articles';
import { useApi } from '../../../api/api-context';
import { ListTable } from '../../../components/list-table';
import { messages } from '../../../lib/messages';
import { CatalogueListHeader } from '../catalogue-list-header';
import { catalogueItemPath, catalogueKeys } from '../catalogue-keys';
import { articleColumns } from './article-columns';

/** /catalogue/articles */
export function ArticleListScreen() {
  const api = useApi();
  return (
    <>
      <CatalogueListHeader title={messages.screens.articles} entity="articles" />
      <ListTable
        label={messages.screens.articles}
        queryKey={catalogueKeys.list('articles')}
        fetchPage={(page, signal) => api.call(articleRoutes.list, { query: page }, { signal })}
        columns={articleColumns}
        editPath={(article) => catalogueItemPath('articles', article.id)}
      />
    </>
  );
}
