import { articleRoutes } from '@comanda/contract/catalogue/articles';
import { Navigate } from 'react-router';
import { useApi } from '../../../api/api-context';
import { messages } from '../../../lib/messages';
import { newUuid } from '../../../lib/uuid';
import { CatalogueEditFrame } from '../catalogue-edit-frame';
import { catalogueItemPath } from '../catalogue-keys';
import { useCatalogueItem } from '../use-catalogue-item';
import { useRouteId } from '../use-route-id';
import { ArticleForm } from './article-form';

/** /catalogue/articles/:id; an article route without an id gets a new one (SPEC.md section 2). */
export function ArticleEditScreen() {
  const id = useRouteId();
  const api = useApi();
  const item = useCatalogueItem('articles', id, (itemId, signal) =>
    api.callVersioned(articleRoutes.get, { params: { id: itemId } }, { signal }),
  );
  if (!id) return <Navigate to={catalogueItemPath('articles', newUuid())} replace />;
  return (
    <CatalogueEditFrame
      entity={messages.catalogue.articles.entity}
      item={item}
      nameOf={(article) => article.name}
    >
      {(article) => <ArticleForm key={id} id={id} article={article} />}
    </CatalogueEditFrame>
  );
}
