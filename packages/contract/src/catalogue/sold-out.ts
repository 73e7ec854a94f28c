import { z } from 'zod';
import { IdParams, Uuid } from '../common';
import { defineRoute } from '../route';
import { Article } from './articles';
import { Topping } from './toppings';

/*
 * 'Agotado' in one tap (admin, root and operator, from the board or the article list): sets the
 * article's or option's `disabled` without sending the whole form, so a kitchen tablet never
 * overwrites an edit made elsewhere. The public catalogue leaves out what is disabled.
 */

export const SoldOutBody = z.object({ sold_out: z.boolean() });
export type SoldOutBody = z.infer<typeof SoldOutBody>;

export const ToppingOptionParams = z.object({ id: Uuid, optionId: Uuid });
export type ToppingOptionParams = z.infer<typeof ToppingOptionParams>;

export const soldOutRoutes = {
  article: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/catalogue/articles/:id/sold-out',
    tag: 'catalogue',
    summary: 'Marca un articulo como agotado o disponible (admin, root y operador)',
    params: IdParams,
    body: SoldOutBody,
    response: Article,
  }),
  toppingOption: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/catalogue/toppings/:id/options/:optionId/sold-out',
    tag: 'catalogue',
    summary: 'Marca una opcion de topping como agotada o disponible (admin, root y operador)',
    params: ToppingOptionParams,
    body: SoldOutBody,
    response: Topping,
  }),
};
