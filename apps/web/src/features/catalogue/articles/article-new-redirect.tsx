import { Navigate } from 'react-router';
import { newUuid } from '../../../lib/uuid';
import { catalogueItemPath } from '../catalogue-keys';

/** An article route without an id (`/catalogue/articles/new`) opens a new article with a fresh uuid. */
export function ArticleNewRedirect() {
  return <Navigate to={catalogueItemPath('articles', newUuid())} replace />;
}
