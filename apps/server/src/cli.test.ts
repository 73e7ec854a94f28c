import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/database';
import { runCliIn } from './testing/cli-kit';
import { createTestDatabase } from './testing/test-app';

const dataDir = path.join(os.tmpdir(), `comanda-cli-test-${randomUUID()}`);

describe('cli', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(async () => {
    await drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  let databaseUses = 0;

  /** Runs one command line in-process against the test database. */
  const run = (...args: string[]) => runCliIn(database, dataDir, args, () => databaseUses++);

  it('adds a store, a user and a power, and changes them', async () => {
    expect(await run('migrate')).toMatchObject({ code: 0, out: 'La base ya estaba al dia.\n' });
    expect(await run('store', 'add', '--name', 'Comanda Sur', '--slug', 'sur')).toMatchObject({ code: 0, err: '' });
    const user = await run(
      'user', 'add', '--email', 'Ana@Ejemplo.com', '--first-name', 'Ana', '--last-name', 'Paz',
      '--phone', '+54 9 11 4123-5678', '--password', 'secreto1',
    );
    expect(user).toMatchObject({ code: 0, err: '' });
    expect(user.out).toContain('Usuario creado: ana@ejemplo.com');
    expect(await run('power', 'grant', '--email', 'ana@ejemplo.com', '--store', 'sur', '--role', 'operator')).toMatchObject({
      code: 0,
      out: 'ana@ejemplo.com es operator en sur.\n',
    });
    expect(await run('power', 'grant', '--email', 'ana@ejemplo.com', '--store', 'sur', '--role', 'admin')).toMatchObject({ code: 0 });

    const power = () =>
      database.db
        .selectFrom('powers')
        .innerJoin('users', 'users.id', 'powers.user_id')
        .innerJoin('stores', 'stores.id', 'powers.store_id')
        .select(['users.email', 'users.phone', 'users.active as userActive', 'stores.slug', 'powers.role', 'powers.active'])
        .execute();
    expect(await power()).toEqual([
      { email: 'ana@ejemplo.com', phone: '+5491141235678', userActive: true, slug: 'sur', role: 'admin', active: true },
    ]);

    expect((await run('power', 'revoke', '--email', 'ana@ejemplo.com', '--store', 'sur')).code).toBe(0);
    expect((await run('user', 'deactivate', '--email', 'ana@ejemplo.com')).code).toBe(0);
    expect(await power()).toMatchObject([{ active: false, userActive: false }]);
    expect((await run('user', 'password', '--email', 'ana@ejemplo.com', '--password', 'otra-clave')).code).toBe(0);
  });

  it('refuses bad input with a clear message and exit code 1', async () => {
    const taken = await run('store', 'add', '--name', 'Otra', '--slug', 'sur');
    expect(taken).toMatchObject({ code: 1, err: 'Error: Ya existe una tienda con ese slug (STORE:SLUG:TAKEN)\n' });
    const badSlug = await run('store', 'add', '--name', 'Otra', '--slug', 'Con Espacios', '--timezone', 'Marte/Base');
    expect(badSlug.code).toBe(1);
    expect(badSlug.err).toContain('slug: solo minusculas');
    expect(badSlug.err).toContain('timezone: zona horaria desconocida');
    const shortPassword = await run('user', 'add', '--email', 'b@ejemplo.com', '--first-name', 'B', '--last-name', 'C', '--password', '123');
    expect(shortPassword.err).toContain('password: la contraseña debe tener al menos 6 caracteres');
    const noStore = await run('power', 'grant', '--email', 'ana@ejemplo.com', '--store', 'nada', '--role', 'admin');
    expect(noStore).toMatchObject({ code: 1, err: 'Error: No existe una tienda con el slug nada (NOT_FOUND)\n' });

    const badRole = await run('power', 'grant', '--email', 'ana@ejemplo.com', '--store', 'sur', '--role', 'jefe');
    expect(badRole.code).toBe(1);
    expect(badRole.err).toContain('Allowed choices are root, admin, operator, delivery, initial');
    const missing = await run('user', 'add', '--email', 'x@ejemplo.com');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain("required option '--first-name <name>' not specified");
  });

  it('seeds the demo through seed-demo and lists its users', async () => {
    const seeded = await run('seed-demo');
    expect(seeded.code).toBe(0);
    expect(seeded.out).toContain('admin@comanda.test');
    expect(seeded.out).toMatch(/cocina@comanda\.test +operator de centro\n/);
    expect(seeded.out).toContain('contraseña "comanda"');
  });

  it('simulate-orders refuses bad options with a clear message and exit code 1, without opening the database', async () => {
    const simulate = (...args: string[]) => run('simulate-orders', ...args);
    const usesBefore = databaseUses;
    const cases: Array<[string[], string]> = [
      [['--rate', '2/min'], "required option '--store <slug>' not specified"],
      [['--store', 'Centro'], '"Centro" no es un slug de tienda'],
      [['--store', 'centro', '--rate', '2'], '"2" no es una frecuencia: use pedidos por unidad de tiempo, ej. 2/min, 10/s o 30/h'],
      [['--store', 'centro', '--rate', '500/s'], 'demasiado rapido'],
      [['--store', 'centro', '--for', '30'], '"30" no es una duracion: use una duracion como 30m, 90s, 2h o 1h30m'],
      [['--store', 'centro', '--for', '3d'], 'no es una duracion'],
      [['--store', 'centro', '--url', 'localhost:8080'], 'debe empezar con http:// o https://'],
      [['--store', 'centro', '--url', 'http://'], 'no es una direccion'],
      [['--store', 'centro', '--seed', 'abc'], 'no es una semilla'],
    ];
    for (const [args, message] of cases) {
      const result = await simulate(...args);
      expect({ args, code: result.code, mentions: result.err.includes(message) ? message : result.err }).toEqual({
        args,
        code: 1,
        mentions: message,
      });
    }
    const unreachable = await simulate('--store', 'centro', '--for', '1s', '--url', 'http://127.0.0.1:9');
    expect(unreachable.code).toBe(1);
    expect(unreachable.err).toContain('No se pudo conectar con http://127.0.0.1:9');
    expect(unreachable.err).toContain('npm start');
    expect(databaseUses).toBe(usesBefore);
  });
});
