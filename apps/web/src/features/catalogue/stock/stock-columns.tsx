import type { StockItem } from '@comanda/contract/catalogue/stock';
import type { ListColumn } from '../../../components/list-table';
import { shortId } from '../../../lib/format';
import { messages } from '../../../lib/messages';

const columns = messages.catalogue.stock.columns;

/** SPEC.md section 2 "Stock list". */
export const stockColumns: ReadonlyArray<ListColumn<StockItem>> = [
  { key: 'id', header: columns.id, render: (item) => shortId(item.id) },
  { key: 'description', header: columns.description, card: 'title', render: (item) => item.description },
  { key: 'count', header: columns.count, render: (item) => item.count },
  { key: 'refs', header: columns.refs, render: (item) => item.refs.length },
];
