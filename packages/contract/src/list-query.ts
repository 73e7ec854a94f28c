import { z } from 'zod';
import { Uuid } from './common';
import { LIST_DEFAULT_ORDER, ListOrder, ListQuery, parseOrder } from './list';

/**
 * ListQuery whose `order` may name only the given fields (the default, created_at, must be one).
 * A request sorting by anything else is a 400 naming the field, not a silently ignored order.
 */
export function sortableListQuery(fields: readonly string[]) {
  return ListQuery.extend({
    order: ListOrder.superRefine((order, ctx) => {
      const unknown = parseOrder(order)
        .map(({ field }) => field)
        .filter((field) => !fields.includes(field));
      if (unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `no se puede ordenar por ${unknown.join(', ')}; solo por ${fields.join(', ')}`,
        });
      }
    }).default(LIST_DEFAULT_ORDER),
  });
}

export const IDS_QUERY_MAX = 100;

/** `a,b,c` in a query string -> ['a', 'b', 'c'], each a uuid (used by pickers to show names). */
export const CommaSeparatedUuids = z
  .string()
  .max(IDS_QUERY_MAX * 37)
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  )
  .pipe(z.array(Uuid).max(IDS_QUERY_MAX));
