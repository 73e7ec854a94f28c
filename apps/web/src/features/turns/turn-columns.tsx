import type { TurnReport } from '@comanda/contract/turn';
import type { ListColumn } from '../../components/list-table';
import { formatDateTimeIn, formatMoney } from '../../lib/format';
import { messages } from '../../lib/messages';

const texts = messages.turns;

/** A turn's row: when it opened and closed (store's clock), who did it, its orders and sales. */
export const turnColumns = (timeZone: string | undefined): ReadonlyArray<ListColumn<TurnReport>> => [
  {
    key: 'opened-at',
    header: texts.columns.openedAt,
    card: 'title',
    nowrap: true,
    render: (turn) => formatDateTimeIn(turn.opened_at, timeZone),
  },
  {
    key: 'closed-at',
    header: texts.columns.closedAt,
    nowrap: true,
    render: (turn) => (turn.closed_at ? formatDateTimeIn(turn.closed_at, timeZone) : texts.stillOpen),
  },
  { key: 'opened-by', header: texts.columns.openedBy, tableFrom: 'wide', render: (turn) => turn.opened_by ?? texts.nobody },
  { key: 'closed-by', header: texts.columns.closedBy, tableFrom: 'wide', render: (turn) => turn.closed_by ?? texts.nobody },
  { key: 'orders', header: texts.columns.orders, render: (turn) => String(turn.summary.orders) },
  {
    key: 'sales',
    header: texts.columns.sales,
    nowrap: true,
    card: 'footer',
    render: (turn) => formatMoney(turn.summary.sales),
  },
];
