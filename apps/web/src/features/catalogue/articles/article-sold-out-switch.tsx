import type { Article } from '@comanda/contract/catalogue/articles';
import { soldOutRoutes } from '@comanda/contract/catalogue/sold-out';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context';
import { SoldOutSwitch } from '../../../components/sold-out-switch';
import { messages } from '../../../lib/messages';
import { catalogueKeys } from '../catalogue-keys';

/** The article list's 'Agotado': marks the row's article sold out or back without its form. */
export function ArticleSoldOutSwitch({ article }: { article: Article }) {
  const api = useApi();
  const queryClient = useQueryClient();

  async function mark(soldOut: boolean) {
    await api.call(soldOutRoutes.article, { params: { id: article.id }, body: { sold_out: soldOut } });
    // A form loaded before holds the old version: it loads afresh rather than answer VERSION:STALE.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogueKeys.list('articles') }),
      queryClient.invalidateQueries({ queryKey: catalogueKeys.detail('articles', article.id) }),
    ]);
  }

  return (
    <SoldOutSwitch
      name={article.name}
      label={messages.soldOut.articleSwitch(article.name)}
      soldOut={article.disabled}
      mark={mark}
    />
  );
}
