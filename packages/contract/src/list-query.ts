import { z } from 'zod';
import { Uuid } from './common';
import { ID_SORT_FIELD, LIST_DEFAULT_ORDER, ListOrder, ListQuery, parseOrder } from './list';

/**
 * ListQuery whose `order` may name only the given fields and `id` (the default, created_at, must
 * be one). A request sorting by anything else is a 400 naming the field, not a silently ignored order.
 */
export function sortableListQuery(entityFields: readonly string[]) {
  const fields = entityFields.includes(ID_SORT_FIELD) ? entityFields : [...entityFields, ID_SORT_FIELD];
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

const IdsText = z.string().max(IDS_QUERY_MAX * 37);

/**
 * A list of uuids in a query string (used by pickers to show the names of chosen ids), written
 * `ids=a,b,c` or as repeated parameters `ids=a&ids=b`, or both mixed -> ['a', 'b', 'c'].
 * Repeated parameters must be accepted because that is how a parsed array goes back into a query
 * string (the web client checks a query with this schema, then sends the parsed value): a schema
 * whose output it refuses as input answers 400 to every lookup of two or more ids.
 */
export const CommaSeparatedUuids = z
  .union([IdsText, z.array(IdsText).max(IDS_QUERY_MAX)])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((item) => item.split(','))
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  )
  .pipe(z.array(Uuid).max(IDS_QUERY_MAX));
