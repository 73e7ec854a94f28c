import type { StoreProfile, StoreProfileBody } from '@comanda/contract/store/profile';
import { normalisePhone } from '@comanda/contract/phone';
import type { Db } from '../../../db/database';
import { AppError, notFound } from '../../../http/app-error';
import { findStoreProfile, updateStoreProfile } from './profile.repository';

export async function getStoreProfile(db: Db, storeId: string): Promise<StoreProfile> {
  const profile = await findStoreProfile(db, storeId);
  if (!profile) throw notFound('Tienda');
  return profile;
}

/**
 * Saves name, slug, images (null removes one) and phone (null or '' removes it, otherwise kept in
 * E.164); a missing timezone or phone keeps the current one.
 */
export async function saveStoreProfile(db: Db, storeId: string, body: StoreProfileBody): Promise<StoreProfile> {
  const { timezone, phone: typedPhone, ...rest } = body;
  const phone = typedPhone ? normalisePhone(typedPhone) : null;
  if (typedPhone && !phone) throw new AppError('VO:PHONE:INVALID');
  const saved = await updateStoreProfile(db, storeId, {
    ...rest,
    ...(typedPhone === undefined ? {} : { phone }),
    ...(timezone === undefined ? {} : { timezone }),
  });
  if (saved === 'slug-taken') throw new AppError('STORE:SLUG:TAKEN');
  if (!saved) throw notFound('Tienda');
  return saved;
}
