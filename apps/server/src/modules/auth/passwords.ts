import { randomBytes } from 'node:crypto';
import { argon2id, hash, needsRehash, verify } from 'argon2';

export interface PasswordHashCost {
  /** KiB */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes), unless a test lowered it. */
let cost: PasswordHashCost | undefined;

/**
 * Test runs only (the server tests' setup file): a hash at the production cost takes a tenth of a
 * second of both cores, and a run signs in hundreds of times. Passing nothing restores production's.
 */
export function usePasswordHashCostForTests(testCost?: PasswordHashCost): void {
  cost = testCost;
  dummyHash = undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, { type: argon2id, ...cost });
}

/** False for a wrong password and for a stored value that is not an argon2 hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** True when the stored hash was made at another cost than the current one (it is redone at sign-in). */
export function passwordNeedsRehash(passwordHash: string): boolean {
  try {
    return needsRehash(passwordHash, cost);
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
