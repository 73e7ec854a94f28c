import type { Db } from '../../db/database';
import {
  findUserByEmail as findByEmail,
  findUserById as findById,
  updateUserPasswordHash as updatePasswordHash,
  type UserRow,
} from './accounts.repository';

/* What signing in needs of the accounts: the user by email or id, and a new password hash. */

/** `email` must already be normalised (lower case). */
export const findUserByEmail = (db: Db, email: string): Promise<UserRow | undefined> => findByEmail(db, email);

export const findUserById = (db: Db, id: string): Promise<UserRow | undefined> => findById(db, id);

/** Keeps a hash made with the current parameters (a sign-in rehashes an outdated one). */
export const updateUserPasswordHash = (db: Db, userId: string, passwordHash: string): Promise<void> =>
  updatePasswordHash(db, userId, passwordHash);
