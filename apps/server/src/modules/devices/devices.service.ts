import type { Device } from '@comanda/contract/devices';
import type { Db } from '../../db/database';
import { findDeviceById, insertDeviceIfMissing } from './devices.repository';

export async function registerDevice(db: Db, id: string): Promise<void> {
  await insertDeviceIfMissing(db, id);
}

export async function findDevice(db: Db, id: string): Promise<Device | null> {
  const row = await findDeviceById(db, id);
  return row ? { id: row.id, created_at: row.created_at.toISOString() } : null;
}
