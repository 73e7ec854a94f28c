import type { Role } from '@comanda/contract/roles';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { ensureStore, ensureUser, grantPower, hasAnyUser } from '../modules/accounts/accounts.service';
import { type FileStorage, fileStorageOf, saveNamedFile } from '../modules/files/files.service';
import { seedDemoCatalogue } from './catalogue-demo';
import { seedDemoOrders } from './orders-demo';
import { type Rgb, badgePng } from './png';
import { seedDemoSettings } from './settings-demo';
import { seedDemoTurns } from './turns-demo';

export const DEMO_PASSWORD = 'comanda';

const DEMO_STORES: Array<{ slug: string; name: string; color: Rgb; letter: string }> = [
  { slug: 'centro', name: 'Comanda Centro', color: [217, 72, 15], letter: 'C' },
  { slug: 'norte', name: 'Comanda Norte', color: [25, 113, 194], letter: 'N' },
];

export const DEMO_USERS: Array<{
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  powers: Array<{ store: string; role: Role }>;
}> = [
  {
    email: 'admin@comanda.test',
    firstName: 'Lucía',
    lastName: 'Fernández',
    phone: '+54 9 11 4123-5678',
    powers: [
      { store: 'centro', role: 'admin' },
      { store: 'norte', role: 'initial' },
    ],
  },
  {
    email: 'root@comanda.test',
    firstName: 'Martín',
    lastName: 'Gómez',
    phone: '+54 9 11 5234-6789',
    powers: [{ store: 'centro', role: 'root' }],
  },
  {
    email: 'rider@comanda.test',
    firstName: 'Diego',
    lastName: 'Sosa',
    phone: '+54 9 11 6345-7890',
    powers: [{ store: 'centro', role: 'delivery' }],
  },
  {
    email: 'staff@comanda.test',
    firstName: 'Valentina',
    lastName: 'Romero',
    phone: '+54 9 11 3456-8901',
    powers: [{ store: 'centro', role: 'initial' }],
  },
  {
    email: 'cocina@comanda.test',
    firstName: 'Cocina',
    lastName: 'Centro',
    phone: '+54 9 11 4789-0123',
    powers: [{ store: 'centro', role: 'operator' }],
  },
  {
    email: 'norte@comanda.test',
    firstName: 'Julián',
    lastName: 'Acosta',
    phone: '+54 9 11 2567-9012',
    powers: [{ store: 'norte', role: 'admin' }],
  },
];

/** Kept where uploads are (the database on PostgreSQL, DATA_DIR/files on PGlite); answers its url. */
function writeLogo(files: FileStorage, slug: string, color: Rgb, letter: string): Promise<string> {
  return saveNamedFile(files, `demo-logo-${slug}.png`, badgePng({ color, letter }), null);
}

/** The two demo stores and the demo users with their powers; running it again adds nothing. */
export async function seedDemoStoresAndUsers(
  database: Database,
  config: Config,
): Promise<{ storesCreated: number; usersCreated: number }> {
  const db = database.db;
  let storesCreated = 0;
  let usersCreated = 0;
  const files = fileStorageOf({ config, database });
  for (const demo of DEMO_STORES) {
    const logoUrl = await writeLogo(files, demo.slug, demo.color, demo.letter);
    const { created } = await ensureStore(db, { name: demo.name, slug: demo.slug, logoUrl });
    if (created) storesCreated++;
  }
  for (const demo of DEMO_USERS) {
    const { created } = await ensureUser(db, { ...demo, password: DEMO_PASSWORD });
    if (created) usersCreated++;
    for (const power of demo.powers) {
      await grantPower(db, { email: demo.email, storeSlug: power.store, role: power.role });
    }
  }
  return { storesCreated, usersCreated };
}

/**
 * The whole demo: stores and users, then each store's catalogue, settings, an open turn (so the
 * storefront takes orders right after the first start) and orders. Idempotent.
 */
export async function seedDemo(database: Database, config: Config): Promise<void> {
  await seedDemoStoresAndUsers(database, config);
  await seedDemoCatalogue(database, config);
  await seedDemoSettings(database);
  await seedDemoTurns(database);
  await seedDemoOrders(database);
}

/** Seeds the demo when the database has no users yet (a fresh embedded database). */
export async function seedDemoIfEmpty(database: Database, config: Config): Promise<boolean> {
  if (await hasAnyUser(database.db)) return false;
  await seedDemo(database, config);
  return true;
}
