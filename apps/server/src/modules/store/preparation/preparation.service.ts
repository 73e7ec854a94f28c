import type { PreparationSettings } from '@comanda/contract/store/preparation';
import type { Db } from '../../../db/database';
import { findStoreSettings, type StoreSettingsRow, upsertStoreSettings } from '../shared/store-settings.repository';

/** What a store never saved answers (the column default of migration 007). */
export const DEFAULT_PREPARATION_DELAY_MINUTES = 30;

export async function getPreparation(db: Db, storeId: string): Promise<PreparationSettings> {
  return preparationOf(await findStoreSettings(db, storeId));
}

export function preparationOf(row: StoreSettingsRow | undefined): PreparationSettings {
  return { delay: row?.preparation_delay ?? DEFAULT_PREPARATION_DELAY_MINUTES };
}

export async function savePreparation(db: Db, storeId: string, body: PreparationSettings): Promise<PreparationSettings> {
  await upsertStoreSettings(db, storeId, { preparation_delay: body.delay });
  return getPreparation(db, storeId);
}
