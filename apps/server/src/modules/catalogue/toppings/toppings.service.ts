import type { Topping, ToppingBody, ToppingList, ToppingListQuery } from '@comanda/contract/catalogue/toppings';
import type { Db } from '../../../db/database';
import { badRequest, notFound } from '../../../http/app-error';
import {
  findTopping,
  listToppings,
  optionIdsOfOtherToppings,
  replaceToppingOptions,
  upsertTopping,
} from './toppings.repository';

export async function listStoreToppings(db: Db, storeId: string, query: ToppingListQuery): Promise<ToppingList> {
  const { data, count } = await listToppings(db, storeId, query);
  return { data, count, limit: query.limit, skip: query.skip };
}

export async function getTopping(db: Db, storeId: string, id: string): Promise<Topping> {
  const topping = await findTopping(db, storeId, id);
  if (!topping) throw notFound('Topping');
  return topping;
}

const optionTaken = (index: number) =>
  badRequest(`Error en los parametros: body.options${index >= 0 ? `.${index}.id` : ''}: la opcion pertenece a otro topping`);

/** Creates or updates the topping and its options in one transaction. */
export async function saveTopping(db: Db, storeId: string, id: string, body: ToppingBody): Promise<Topping> {
  return db.transaction().execute(async (trx) => {
    if (!(await upsertTopping(trx, storeId, id, body))) throw notFound('Topping');
    const optionIds = body.options.map((option) => option.id);
    const taken = await optionIdsOfOtherToppings(trx, id, optionIds);
    if (taken.size > 0) throw optionTaken(optionIds.findIndex((optionId) => taken.has(optionId)));
    const written = await replaceToppingOptions(trx, storeId, id, body.options);
    // Only a concurrent save can get here: an option id taken between the check and the write.
    if (written !== body.options.length) throw optionTaken(-1);
    return getTopping(trx, storeId, id);
  });
}
