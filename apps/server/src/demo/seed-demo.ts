import type { Config } from '../config';
import type { Database } from '../db/database';

/** Seeds the demo stores and users when the database has no users (filled in by the auth/CLI work). */
export async function seedDemoIfEmpty(_database: Database, _config: Config): Promise<boolean> {
  return false;
}
