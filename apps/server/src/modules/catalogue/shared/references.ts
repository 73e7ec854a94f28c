import { badRequest } from '../../../http/app-error';

/**
 * Every id a body refers to must be a row of the caller's store; the first one that is not is a
 * 400 naming its place in the body (`body.toppings.2.id`).
 */
export function assertReferencesExist(
  field: string,
  ids: readonly string[],
  found: ReadonlySet<string>,
  what: string,
): void {
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0) {
    throw badRequest(`Error en los parametros: body.${field}.${missing}.id: ${what} no existe en esta tienda`);
  }
}
