import { Command, InvalidArgumentError, Option } from 'commander';
import { Slug } from '@comanda/contract/common';
import { Role, roleLabel } from '@comanda/contract/roles';
import { addNotificationCommands } from './cli-notifications';
import type { Config } from './config';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo/seed-demo';
import { AppError } from './http/app-error';
import { DEFAULT_TIMEZONE, PASSWORD_MIN_LENGTH } from './modules/accounts/account-inputs';
import {
  createStore,
  createUser,
  grantPower,
  revokePower,
  setUserActive,
  setUserPassword,
} from './modules/accounts/accounts.service';
import { fileStorageOf, importDiskFiles } from './modules/files/files.service';
import { mathRandom, seededRandom } from './simulate/random';
import { OptionError, parseBaseUrl, parseDuration, parseRate } from './simulate/simulate-options';
import { realClock, simulateOrders } from './simulate/simulate-orders';
import { storefrontClient } from './simulate/storefront-client';

/** The address `npm start` listens on by default (PORT 8080). */
export const DEFAULT_SIMULATION_URL = 'http://127.0.0.1:8080';

/** A commander argument parser from one that throws OptionError: commander prints the reason. */
const argument =
  <T>(parse: (text: string) => T) =>
  (text: string): T => {
    try {
      return parse(text);
    } catch (error) {
      if (error instanceof OptionError) throw new InvalidArgumentError(error.message);
      throw error;
    }
  };

const parseSlug = (text: string): string => {
  const parsed = Slug.safeParse(text);
  if (!parsed.success) throw new OptionError(`"${text}" no es un slug de tienda (ej. centro)`);
  return parsed.data;
};

const parseSeed = (text: string): number => {
  if (!/^\d{1,9}$/.test(text)) throw new OptionError(`"${text}" no es una semilla: use un numero entero`);
  return Number(text);
};

const roleHelp = Role.options.map((role) => `${role} (${roleLabel[role]})`).join(', ');

/** What the commands need from the outside world; tests give an in-memory one. */
export interface CliContext {
  /** Opens the database (or lends one), runs `work` with it and lets it go. */
  useDatabase(work: (database: Database, config: Config) => Promise<void>): Promise<void>;
  out(text: string): void;
  err(text: string): void;
  /** A command refused its input: print why, end with exit code 1. */
  fail(message: string): void;
  /** Tests: a bad command line throws instead of ending the process. */
  throwOnParseError?: boolean;
}

/**
 * `npm run cli -- <command>`: what a root does outside the back-office. Every command opens the
 * database named by the environment (DATABASE_URL, or the embedded one in DATA_DIR), applies
 * pending migrations, does its work through the same services the app uses, and closes.
 */
export function buildCli(context: CliContext): Command {
  const say = (line: string) => context.out(`${line}\n`);
  const withDatabase = (work: (database: Database, config: Config) => Promise<void>) =>
    context.useDatabase(async (database, config) => {
      await migrate(database);
      await work(database, config);
    });

  /** Runs a command; a refusal prints its reason and ends with exit code 1. */
  function action<A extends unknown[]>(run: (...args: A) => Promise<void>): (...args: A) => Promise<void> {
    return async (...args) => {
      try {
        await run(...args);
      } catch (error) {
        const message =
          error instanceof AppError
            ? `${error.message} (${error.code})`
            : error instanceof Error
              ? error.message
              : String(error);
        context.fail(message.startsWith('Error') ? message : `Error: ${message}`);
      }
    };
  }

  const program = new Command('comanda');
  program.configureOutput({ writeOut: context.out, writeErr: context.err });
  if (context.throwOnParseError) program.exitOverride();
  program
    .description('Administracion de Comanda: base de datos, demo, tiendas, usuarios, poderes y notificaciones.')
    .showHelpAfterError()
    .addHelpText(
      'after',
      `
Base de datos: DATABASE_URL (PostgreSQL) o, sin ella, la base embebida en DATA_DIR (./data).
Con la base embebida, PGlite admite un solo proceso: mientras el servidor esta en marcha sobre
el mismo DATA_DIR, los comandos que abren la base se niegan (codigo de salida 1) sin cambiar nada.
Detenga el servidor y repita el comando, o use PostgreSQL (DATABASE_URL).
simulate-orders es la excepcion: habla por HTTP con el servidor en marcha y no abre la base.

Ejemplos:
  npm run cli -- store add --name "Comanda Sur" --slug sur
  npm run cli -- user add --email ana@ejemplo.com --first-name Ana --last-name Paz --password secreto1
  npm run cli -- power grant --email ana@ejemplo.com --store sur --role admin
  npm run cli -- power grant --email cocina@ejemplo.com --store sur --role operator
  npm run cli -- simulate-orders --store centro --rate 2/min --for 30m
  npm run cli -- notifications failed
  npm run cli -- notifications retry --id 12,15`,
    );

  program
    .command('migrate')
    .description('Aplica las migraciones pendientes')
    .action(
      action(() =>
        context.useDatabase(async (database) => {
          const applied = await migrate(database);
          say(applied.length ? `Migraciones aplicadas: ${applied.join(', ')}` : 'La base ya estaba al dia.');
        }),
      ),
    );

  program
    .command('seed-demo')
    .description('Crea las tiendas y usuarios de demostracion (se puede repetir: no duplica nada)')
    .action(
      action(() =>
        withDatabase(async (database, config) => {
          await seedDemo(database, config);
          say(`Demo lista. Usuarios (contraseña "${DEMO_PASSWORD}"):`);
          for (const user of DEMO_USERS) {
            const powers = user.powers.map((p) => `${p.role} de ${p.store}`).join(', ');
            say(`  ${user.email.padEnd(22)} ${powers}`);
          }
        }),
      ),
    );

  program
    .command('files-import')
    .description('Copia a PostgreSQL los archivos subidos que una version anterior guardo en DATA_DIR/files (se puede repetir)')
    .action(
      action(() =>
        withDatabase(async (database, config) => {
          if (database.kind !== 'postgres') {
            say('Con la base embebida los archivos viven en DATA_DIR/files: no hay nada que copiar.');
            return;
          }
          const { copied, present } = await importDiskFiles(config.dataDir, fileStorageOf({ config, database }));
          say(`Archivos copiados: ${copied}; ya estaban en la base: ${present}.`);
        }),
      ),
    );

  const store = program.command('store').description('Tiendas');
  store
    .command('add')
    .description('Crea una tienda')
    .requiredOption('--name <name>', 'nombre visible, ej. "Comanda Sur"')
    .requiredOption('--slug <slug>', 'identificador en la URL: minusculas, numeros y guiones')
    .option('--timezone <zone>', 'zona horaria IANA', DEFAULT_TIMEZONE)
    .action(
      action((options: { name: string; slug: string; timezone: string }) =>
        withDatabase(async ({ db }) => {
          const created = await createStore(db, options);
          say(`Tienda creada: ${created.name} (${created.slug}), id ${created.id}`);
        }),
      ),
    );

  const user = program.command('user').description('Usuarios del back-office');
  user
    .command('add')
    .description('Crea un usuario')
    .requiredOption('--email <email>', 'email con el que ingresa')
    .requiredOption('--first-name <name>', 'nombre')
    .requiredOption('--last-name <name>', 'apellido')
    .option('--phone <phone>', 'telefono, ej. "+54 9 11 4123-5678" (sin codigo de pais se toma Argentina)')
    .requiredOption('--password <password>', `contraseña (al menos ${PASSWORD_MIN_LENGTH} caracteres)`)
    .action(
      action((options: { email: string; firstName: string; lastName: string; phone?: string; password: string }) =>
        withDatabase(async ({ db }) => {
          const created = await createUser(db, { ...options, phone: options.phone ?? null });
          say(`Usuario creado: ${created.email}, id ${created.id}`);
        }),
      ),
    );

  user
    .command('password')
    .description('Cambia la contraseña de un usuario')
    .requiredOption('--email <email>', 'email del usuario')
    .requiredOption('--password <password>', `contraseña nueva (al menos ${PASSWORD_MIN_LENGTH} caracteres)`)
    .action(
      action((options: { email: string; password: string }) =>
        withDatabase(async ({ db }) => {
          await setUserPassword(db, options);
          say(`Contraseña cambiada para ${options.email}.`);
        }),
      ),
    );

  for (const [name, active, description] of [
    ['deactivate', false, 'Desactiva un usuario: no puede ingresar y sus sesiones dejan de funcionar'],
    ['activate', true, 'Vuelve a activar un usuario'],
  ] as const) {
    user
      .command(name)
      .description(description)
      .requiredOption('--email <email>', 'email del usuario')
      .action(
        action((options: { email: string }) =>
          withDatabase(async ({ db }) => {
            await setUserActive(db, options, active);
            say(`Usuario ${options.email} ${active ? 'activado' : 'desactivado'}.`);
          }),
        ),
      );
  }

  const power = program.command('power').description('Poderes: el rol de un usuario en una tienda');
  power
    .command('grant')
    .description('Da a un usuario un rol en una tienda (si ya tenia uno, lo cambia y lo reactiva)')
    .requiredOption('--email <email>', 'email del usuario')
    .requiredOption('--store <slug>', 'slug de la tienda')
    .addOption(new Option('--role <role>', `rol: ${roleHelp}`).choices(Role.options).makeOptionMandatory())
    .action(
      action((options: { email: string; store: string; role: Role }) =>
        withDatabase(async ({ db }) => {
          await grantPower(db, { email: options.email, storeSlug: options.store, role: options.role });
          say(`${options.email} es ${options.role} en ${options.store}.`);
        }),
      ),
    );

  power
    .command('revoke')
    .description('Quita el poder de un usuario en una tienda (sus accesos dejan de funcionar al instante)')
    .requiredOption('--email <email>', 'email del usuario')
    .requiredOption('--store <slug>', 'slug de la tienda')
    .action(
      action((options: { email: string; store: string }) =>
        withDatabase(async ({ db }) => {
          await revokePower(db, { email: options.email, storeSlug: options.store });
          say(`${options.email} ya no tiene poder en ${options.store}.`);
        }),
      ),
    );

  program
    .command('simulate-orders')
    .description(
      'Hace pedidos de clientes simulados en la tienda del servidor en marcha (por HTTP, como la tienda online), ' +
        'para ver entrar los pedidos en las pantallas en vivo',
    )
    .addOption(new Option('--store <slug>', 'slug de la tienda, ej. centro').argParser(argument(parseSlug)).makeOptionMandatory())
    .addOption(
      new Option('--rate <frecuencia>', 'pedidos por unidad de tiempo: 2/min, 10/s, 30/h')
        .argParser(argument(parseRate))
        .default(parseRate('2/min'), '2/min'),
    )
    .addOption(
      new Option('--for <duracion>', 'cuanto dura: 30m, 90s, 2h, 1h30m')
        .argParser(argument(parseDuration))
        .default(parseDuration('30m'), '30m'),
    )
    .addOption(
      new Option('--url <url>', 'direccion del servidor en marcha')
        .argParser(argument(parseBaseUrl))
        .default(DEFAULT_SIMULATION_URL),
    )
    .addOption(new Option('--seed <numero>', 'semilla: la misma semilla repite los mismos pedidos').argParser(argument(parseSeed)))
    .action(
      action(async (options: { store: string; rate: number; for: number; url: string; seed?: number }) => {
        await simulateOrders(
          { slug: options.store, intervalMs: options.rate, durationMs: options.for },
          {
            client: storefrontClient(options.url),
            random: options.seed === undefined ? mathRandom : seededRandom(options.seed),
            clock: realClock,
            say,
          },
        );
      }),
    );

  addNotificationCommands(program, { action, withDatabase, say });

  return program;
}
