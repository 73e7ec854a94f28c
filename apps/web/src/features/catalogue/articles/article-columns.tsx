import type { Article } from '@comanda/contract/catalogue/articles';
import { Badge } from '@mantine/core';
import type { ListColumn } from '../../../components/list-table';
import { formatMoney, shortId } from '../../../lib/format';
import { messages } from '../../../lib/messages';
import { ArticleSoldOutSwitch } from './article-sold-out-switch';

const text = messages.catalogue.articles;

/** SPEC.md section 2 "Articles list". */
export const articleColumns: ReadonlyArray<ListColumn<Article>> = [
  { key: 'id', header: text.columns.id, render: (article) => shortId(article.id) },
  { key: 'name', header: text.columns.name, card: 'title', render: (article) => article.name },
  { key: 'price', header: text.columns.price, render: (article) => formatMoney(article.price.total) },
  { key: 'toppings', header: text.columns.toppings, render: (article) => article.toppings.length },
  {
    key: 'status',
    header: text.columns.status,
    card: 'badge',
    render: (article) => (
      // Filled dark shades keep the white label readable (axe colour contrast).
      <Badge color={article.disabled ? 'gray.7' : 'teal.9'} variant="filled" tt="none">
        {article.disabled ? text.disabled : text.active}
      </Badge>
    ),
  },
  // 'Agotado' in one tap, without opening the form (issue 7).
  { key: 'sold-out', header: messages.soldOut.column, card: 'footer', render: (article) => <ArticleSoldOutSwitch article={article} /> },
];
