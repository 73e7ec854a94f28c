import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createTestDatabase } from '../../testing/test-app';
import { verifyPassword } from '../auth/passwords';
import { findUserByEmail } from './accounts.repository';
import {
  createStore,
  createUser,
  ensureStore,
  ensureUser,
  grantPower,
  revokePower,
  setUserActive,
  setUserPassword,
} from './accounts.service';

async function failureOf(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code: string; message: string };
  }
  throw new Error('expected a failure');
}

describe('accounts service (CLI and demo seed)', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(() => drop());
  const db = () => database.db;

  describe('stores', () => {
    it('creates a store with the default time zone', async () => {
      const store = await createStore(db(), { name: ' Comanda Sur ', slug: 'sur' });
      expect(store).toMatchObject({ name: 'Comanda Sur', slug: 'sur', timezone: 'America/Argentina/Buenos_Aires' });
    });

    it('refuses a taken slug, a bad slug and an unknown time zone', async () => {
      expect(await failureOf(createStore(db(), { name: 'Otra', slug: 'sur' }))).toMatchObject({ code: 'STORE:SLUG:TAKEN' });
      const bad = await failureOf(createStore(db(), { name: 'Otra', slug: 'Con Espacios', timezone: 'Marte/Base' }));
      expect(bad.code).toBe('BAD_REQUEST');
      expect(bad.message).toContain('slug:');
      expect(bad.message).toContain('timezone:');
    });

    it('ensureStore finds the existing store instead of failing', async () => {
      const again = await ensureStore(db(), { name: 'Comanda Sur', slug: 'sur' });
      expect(again.created).toBe(false);
    });
  });

  describe('users', () => {
    it('stores the email in lower case, the phone in E.164 and an argon2id hash', async () => {
      const user = await createUser(db(), {
        email: ' Ana.Paz@Ejemplo.com ',
        firstName: 'Ana',
        lastName: 'Paz',
        phone: '+54 9 11 4123-5678',
        password: 'secreto1',
      });
      expect(user).toMatchObject({ email: 'ana.paz@ejemplo.com', phone: '+5491141235678', active: true });
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user.password_hash, 'secreto1')).toBe(true);
    });

    it('keeps a local Argentine spelling as the same E.164 phone (the one normaliser of the contract)', async () => {
      const user = await createUser(db(), {
        email: 'marta.diaz@ejemplo.com',
        firstName: 'Marta',
        lastName: 'Diaz',
        phone: '0341 155-123456',
        password: 'secreto1',
      });
      expect(user.phone).toBe('+5493415123456');
    });

    it('refuses an email taken in another letter case', async () => {
      const taken = await failureOf(
        createUser(db(), { email: 'ANA.PAZ@ejemplo.com', firstName: 'A', lastName: 'B', password: 'secreto1' }),
      );
      expect(taken.code).toBe('CONFLICT');
      expect((await ensureUser(db(), { email: 'ANA.PAZ@ejemplo.com', firstName: 'A', lastName: 'B', password: 'x-x-x-x' })).created).toBe(false);
    });

    it('refuses an invalid phone, email or short password, naming the field', async () => {
      expect(
        await failureOf(createUser(db(), { email: 'tel@ejemplo.com', firstName: 'A', lastName: 'B', phone: '12', password: 'secreto1' })),
      ).toMatchObject({ code: 'VO:PHONE:INVALID' });
      const bad = await failureOf(createUser(db(), { email: 'no-es-email', firstName: '', lastName: 'B', password: '123' }));
      expect(bad.code).toBe('BAD_REQUEST');
      for (const field of ['email:', 'firstName:', 'password:']) expect(bad.message).toContain(field);
    });

    it('changes the password and the active flag', async () => {
      await setUserPassword(db(), { email: 'ana.paz@ejemplo.com', password: 'otra-clave' });
      await setUserActive(db(), { email: 'ana.paz@ejemplo.com' }, false);
      const user = await findUserByEmail(db(), 'ana.paz@ejemplo.com');
      expect(user?.active).toBe(false);
      expect(await verifyPassword(user?.password_hash ?? '', 'otra-clave')).toBe(true);
      expect(await failureOf(setUserPassword(db(), { email: 'nadie@ejemplo.com', password: 'otra-clave' }))).toMatchObject({
        code: 'NOT_FOUND',
      });
    });
  });

  describe('powers', () => {
    it('grants, changes the role, revokes and grants again without duplicating', async () => {
      const first = await grantPower(db(), { email: 'ana.paz@ejemplo.com', storeSlug: 'sur', role: 'delivery' });
      const changed = await grantPower(db(), { email: 'Ana.Paz@ejemplo.com', storeSlug: 'sur', role: 'admin' });
      expect(changed.powerId).toBe(first.powerId);
      const power = () => db().selectFrom('powers').select(['role', 'active']).where('id', '=', first.powerId).executeTakeFirstOrThrow();
      expect(await power()).toEqual({ role: 'admin', active: true });

      await revokePower(db(), { email: 'ana.paz@ejemplo.com', storeSlug: 'sur' });
      expect(await power()).toEqual({ role: 'admin', active: false });
      await grantPower(db(), { email: 'ana.paz@ejemplo.com', storeSlug: 'sur', role: 'initial' });
      expect(await power()).toEqual({ role: 'initial', active: true });
      const operator = await grantPower(db(), { email: 'ana.paz@ejemplo.com', storeSlug: 'sur', role: 'operator' });
      expect(operator).toMatchObject({ powerId: first.powerId, role: 'operator' });
      expect(await power()).toEqual({ role: 'operator', active: true });
    });

    it('answers NOT_FOUND for an unknown store, user or power, and BAD_REQUEST for an unknown role', async () => {
      await createStore(db(), { name: 'Vacia', slug: 'vacia' });
      // One call at a time: started together, a call could fail before anything awaits it.
      for (const failing of [
        () => grantPower(db(), { email: 'ana.paz@ejemplo.com', storeSlug: 'no-existe', role: 'admin' }),
        () => grantPower(db(), { email: 'nadie@ejemplo.com', storeSlug: 'sur', role: 'admin' }),
        () => revokePower(db(), { email: 'ana.paz@ejemplo.com', storeSlug: 'vacia' }),
      ]) {
        expect(await failureOf(failing())).toMatchObject({ code: 'NOT_FOUND' });
      }
      const role = 'jefe' as unknown as 'admin';
      expect(await failureOf(grantPower(db(), { email: 'ana.paz@ejemplo.com', storeSlug: 'sur', role }))).toMatchObject({
        code: 'BAD_REQUEST',
      });
    });
  });
});
