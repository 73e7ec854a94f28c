import type { Config } from '../config';
import type { Database } from '../db/database';

/**
 * The demo catalogue of the stores made by `seedDemoStoresAndUsers` (sections, articles,
 * toppings, coupons, stock, settings). Must be idempotent: `seedDemo` may run more than once.
 */
export async function seedDemoCatalogue(_database: Database, _config: Config): Promise<void> {
  // Filled in by the catalogue work.
}
