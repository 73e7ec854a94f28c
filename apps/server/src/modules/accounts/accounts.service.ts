import { randomUUID } from 'node:crypto';
import type { Role } from '@comanda/contract/roles';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { hashPassword } from '../auth/passwords';
import {
  NewStoreInput,
  NewUserInput,
  PasswordInput,
  PowerInput,
  PowerTarget,
  UserTarget,
  parseInput,
  requirePhone,
} from './account-inputs';
import {
  type StoreRow,
  type UserRow,
  countUsers,
  findStoreBySlug,
  findUserByEmail,
  insertStore,
  insertUser,
  updatePowerActive,
  updateUserActive,
  updateUserPasswordHash,
  upsertPower,
} from './accounts.repository';

/**
 * What a root does outside the back-office (CLI and demo seed): stores, users and powers.
 * Inputs are checked here, so every caller gets the same rules and messages.
 */
export async function createStore(db: Db, input: NewStoreInput): Promise<StoreRow> {
  const store = parseInput(NewStoreInput, input);
  if (await findStoreBySlug(db, store.slug)) throw new AppError('STORE:SLUG:TAKEN');
  return insertStore(db, {
    id: randomUUID(),
    name: store.name,
    slug: store.slug,
    timezone: store.timezone,
    logo_url: store.logoUrl,
    background_url: null,
    icon_url: null,
  });
}

export async function createUser(db: Db, input: NewUserInput): Promise<UserRow> {
  const user = parseInput(NewUserInput, input);
  if (await findUserByEmail(db, user.email)) {
    throw new AppError('CONFLICT', `Ya existe un usuario con el email ${user.email}`);
  }
  return insertUser(db, {
    id: randomUUID(),
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone === null ? null : requirePhone(user.phone),
    password_hash: await hashPassword(user.password),
  });
}

/** The store with that slug, created when missing (idempotent seeds). */
export async function ensureStore(db: Db, input: NewStoreInput): Promise<{ store: StoreRow; created: boolean }> {
  const existing = await findStoreBySlug(db, parseInput(NewStoreInput, input).slug);
  return existing ? { store: existing, created: false } : { store: await createStore(db, input), created: true };
}

/** The user with that email, created when missing; an existing user keeps its password. */
export async function ensureUser(db: Db, input: NewUserInput): Promise<{ user: UserRow; created: boolean }> {
  const existing = await findUserByEmail(db, parseInput(NewUserInput, input).email);
  return existing ? { user: existing, created: false } : { user: await createUser(db, input), created: true };
}

export async function hasAnyUser(db: Db): Promise<boolean> {
  return (await countUsers(db)) > 0;
}

const noUser = (email: string) => new AppError('NOT_FOUND', `No existe un usuario con el email ${email}`);

async function storeAndUser(db: Db, email: string, storeSlug: string) {
  const user = await findUserByEmail(db, email);
  if (!user) throw noUser(email);
  const store = await findStoreBySlug(db, storeSlug);
  if (!store) throw new AppError('NOT_FOUND', `No existe una tienda con el slug ${storeSlug}`);
  return { user, store };
}

/** Gives the user a role in the store; an existing power takes the new role and is active again. */
export async function grantPower(
  db: Db,
  input: PowerInput,
): Promise<{ powerId: string; storeId: string; userId: string; role: Role }> {
  const { email, storeSlug, role } = parseInput(PowerInput, input);
  const { user, store } = await storeAndUser(db, email, storeSlug);
  const power = await upsertPower(db, { id: randomUUID(), store_id: store.id, user_id: user.id, role });
  return { powerId: power.id, storeId: store.id, userId: user.id, role };
}

/** Deactivates the power (kept for its history and settings); its tokens stop working at once. */
export async function revokePower(db: Db, input: PowerTarget): Promise<void> {
  const { email, storeSlug } = parseInput(PowerTarget, input);
  const { user, store } = await storeAndUser(db, email, storeSlug);
  const changed = await updatePowerActive(db, { storeId: store.id, userId: user.id }, false);
  if (changed === 0) throw new AppError('NOT_FOUND', `${email} no tiene un poder en ${storeSlug}`);
}

export async function setUserPassword(db: Db, input: PasswordInput): Promise<void> {
  const { email, password } = parseInput(PasswordInput, input);
  const user = await findUserByEmail(db, email);
  if (!user) throw noUser(email);
  await updateUserPasswordHash(db, user.id, await hashPassword(password));
}

/** An inactive user cannot sign in, and its open sessions stop working at their next request. */
export async function setUserActive(db: Db, input: UserTarget, active: boolean): Promise<void> {
  const { email } = parseInput(UserTarget, input);
  const user = await findUserByEmail(db, email);
  if (!user) throw noUser(email);
  await updateUserActive(db, user.id, active);
}
