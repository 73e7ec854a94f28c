import { z } from 'zod';

export const LIST_PAGE_SIZE = 20;
export const LIST_MAX_LIMIT = 100;
export const LIST_DEFAULT_ORDER = 'created_at__DESC';
/** Every list may be sorted by `id`: the server ends every order by it, so pages never overlap. */
export const ID_SORT_FIELD = 'id';

/** `field__ASC,other__DESC`; which fields may be sorted is decided per entity by the server. */
export const ListOrder = z
  .string()
  .max(300)
  .regex(/^[a-z_]+__(ASC|DESC)(,[a-z_]+__(ASC|DESC))*$/, 'formato campo__ASC o campo__DESC');

export const ListQuery = z.object({
  query: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(LIST_PAGE_SIZE),
  skip: z.coerce.number().int().min(0).default(0),
  order: ListOrder.default(LIST_DEFAULT_ORDER),
});
export type ListQuery = z.infer<typeof ListQuery>;

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    count: z.number().int(),
    limit: z.number().int(),
    skip: z.number().int(),
    /**
     * true: more than `count` rows match, counting stopped there (a search of a large list;
     * the range text says 'de más de N'). Absent when `count` is exact.
     */
    count_capped: z.boolean().optional(),
  });

export type ListResult<T> = { data: T[]; count: number; limit: number; skip: number; count_capped?: boolean };

export function parseOrder(order: string): Array<{ field: string; direction: 'asc' | 'desc' }> {
  return order.split(',').map((item) => {
    const [field = '', direction] = item.split('__');
    return { field, direction: direction === 'ASC' ? 'asc' : 'desc' };
  });
}
