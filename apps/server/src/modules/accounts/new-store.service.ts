import { randomUUID } from 'node:crypto';
import type { CreateStoreBody, Power } from '@comanda/contract/auth';
import type { Db } from '../../db/database';
import { forbidden, unauthorized } from '../../http/app-error';
import { appendStoreEvents, userActor } from '../events/store-events.service';
import type { NewStoreInput } from './account-inputs';
import { type PowerRow, type StoreRow, findUserById, hasActivePowerWithRole, insertPower } from './accounts.repository';
import { createStore } from './accounts.service';

/*
 * A new store as a person makes it, from the first start's setup link or 'Nueva tienda': the
 * store and its creator as its root. A store needs nothing more: settings rows are written on
 * the first save (until then every group has its defaults) and the catalogue starts empty.
 */

/** Creates the store (STORE:SLUG:TAKEN, or 400 naming name, slug or timezone) and the user's root power there. */
export async function createStoreWithRoot(
  trx: Db,
  input: NewStoreInput,
  userId: string,
): Promise<{ store: StoreRow; power: PowerRow }> {
  const store = await createStore(trx, input);
  const power = await insertPower(trx, { id: randomUUID(), store_id: store.id, user_id: userId, role: 'root' });
  return { store, power };
}

/**
 * The store's first event, 'store:created', about its root (the team's history starts with it),
 * the root named in `reason` as they are now, as team events keep their subject. Like every
 * store event, the transaction's last write.
 */
export async function recordStoreCreated(
  trx: Db,
  storeId: string,
  root: { powerId: string; userId: string; name: string },
): Promise<void> {
  await appendStoreEvents(trx, storeId, await userActor(trx, root.userId), [
    { orderId: null, kind: 'store:created', action: 'team', field: 'store', to: 'root', reason: root.name, subjectId: root.powerId },
  ]);
}

/**
 * 'Nueva tienda' from the lobby: only a user who is an active root somewhere may open another
 * store, and becomes its root. Answers the new power as the lobby lists it.
 */
export async function createStoreAsRoot(db: Db, userId: string, body: CreateStoreBody): Promise<Power> {
  if (!(await hasActivePowerWithRole(db, userId, 'root'))) throw forbidden();
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  const { store, power } = await db.transaction().execute(async (trx) => {
    const created = await createStoreWithRoot(trx, body, userId);
    const name = `${user.first_name} ${user.last_name}`.trim();
    await recordStoreCreated(trx, created.store.id, { powerId: created.power.id, userId, name });
    return created;
  });
  return {
    id: power.id,
    role: power.role,
    active: power.active,
    created_at: power.created_at.toISOString(),
    store: { id: store.id, name: store.name, slug: store.slug, logo_url: store.logo_url },
    user: { id: user.id, first_name: user.first_name, last_name: user.last_name, email: user.email, phone: user.phone },
  };
}
