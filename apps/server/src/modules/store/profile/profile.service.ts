import type { StoreProfile, StoreProfileBody } from '@comanda/contract/store/profile';
import type { Db } from '../../../db/database';
import { AppError, notFound } from '../../../http/app-error';
import { findStoreProfile, updateStoreProfile } from './profile.repository';

export async function getStoreProfile(db: Db, storeId: string): Promise<StoreProfile> {
  const profile = await findStoreProfile(db, storeId);
  if (!profile) throw notFound('Tienda');
  return profile;
}

/** Saves name, slug and images (null removes one); a missing timezone keeps the current one. */
export async function saveStoreProfile(db: Db, storeId: string, body: StoreProfileBody): Promise<StoreProfile> {
  const { timezone, ...rest } = body;
  const saved = await updateStoreProfile(db, storeId, timezone === undefined ? rest : { ...rest, timezone });
  if (saved === 'slug-taken') throw new AppError('STORE:SLUG:TAKEN');
  if (!saved) throw notFound('Tienda');
  return saved;
}
