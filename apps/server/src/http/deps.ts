import type { Config } from '../config';
import type { Database } from '../db/database';

/** What every module's routes receive from the app. */
export interface AppDeps {
  config: Config;
  database: Database;
}
