import { randomBytes } from 'node:crypto';
import { argon2id, hash, needsRehash, verify } from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { type: argon2id });
}

/** False for a wrong password and for a stored value that is not an argon2 hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export function passwordNeedsRehash(passwordHash: string): boolean {
  try {
    return needsRehash(passwordHash);
  } catch {
    return true;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password, checked when the account does not exist, so that an unknown
 * email costs the same time as a wrong password and cannot be told apart by timing.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummyHash;
}
