import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, passwordNeedsRehash, usePasswordHashCostForTests, verifyPassword } from './passwords';

describe('password hashes', () => {
  const testCost = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
  afterEach(() => usePasswordHashCostForTests(testCost));

  it('are argon2id at 64 MiB, 3 passes and 4 lanes outside tests, and a cheaper test hash is redone at sign-in', async () => {
    usePasswordHashCostForTests();
    const production = await hashPassword('secreto1');
    expect(production).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(await verifyPassword(production, 'secreto1')).toBe(true);
    expect(await verifyPassword(production, 'secreto2')).toBe(false);
    expect(passwordNeedsRehash(production)).toBe(false);

    usePasswordHashCostForTests(testCost);
    const cheap = await hashPassword('secreto1');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(passwordNeedsRehash(cheap)).toBe(false);
    usePasswordHashCostForTests();
    expect(passwordNeedsRehash(cheap)).toBe(true);
  });

  it('refuses a stored value that is not an argon2 hash', async () => {
    expect(await verifyPassword('no-es-un-hash', 'no-es-un-hash')).toBe(false);
    expect(passwordNeedsRehash('no-es-un-hash')).toBe(true);
  });
});
