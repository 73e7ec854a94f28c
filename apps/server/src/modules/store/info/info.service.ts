import type { StoreInfo } from '@comanda/contract/store/info';
import type { Db } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import { DEFAULT_PREPARATION_DELAY_MINUTES } from '../preparation/preparation.service';
import { findStoreInfo } from './info.repository';

/**
 * What any staff member needs to work the store's orders: the city maps links append (the
 * take-away address city, DECISIONS.md "Money, time, text"), the time zone and the preparation
 * delay 'Aceptar' offers. Riders read it too, unlike the managers-only settings it comes from.
 */
export async function getStoreInfo(db: Db, storeId: string): Promise<StoreInfo> {
  const row = await findStoreInfo(db, storeId);
  if (!row) throw new AppError('NOT_FOUND');
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    city: row.take_away_city ?? '',
    timezone: row.timezone,
    preparation_delay: row.preparation_delay ?? DEFAULT_PREPARATION_DELAY_MINUTES,
  };
}
