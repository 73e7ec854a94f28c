import { articleRoutes } from '@comanda/contract/catalogue/articles';
import { useApi } from '../../../api/api-context';
import { messages } from '../../../lib/messages';
import { CatalogueListScreen } from '../catalogue-list-screen';
import { articleColumns } from './article-columns';

/** /catalogue/articles */
export function ArticleListScreen() {
  const api = useApi();
  return (
    <CatalogueListScreen
      entity="articles"
      title={messages.screens.articles}
      fetchPage={(page, signal) => api.call(articleRoutes.list, { query: page }, { signal })}
      columns={articleColumns}
    />
  );
}
