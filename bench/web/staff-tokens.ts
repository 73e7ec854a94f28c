import { randomUUID } from 'node:crypto';
import { authRoutes } from '@comanda/contract/auth';
import { deviceRoutes } from '@comanda/contract/devices';
import { storageKeys } from '../../apps/web/src/lib/storage-keys';
import { call } from '../live-orders/staff-api';

/**
 * Signs in through the API as the web app does (device, session, power, access) and returns the
 * localStorage entries the app reads on load, so a page opened with them starts inside the store.
 */
export async function signedInStorage(
  baseUrl: string,
  email: string,
  password: string,
  storeSlug: string,
): Promise<Record<string, string>> {
  const deviceId = randomUUID();
  await call(baseUrl, deviceRoutes.register, { params: { deviceId } });
  const { token: session } = await call(baseUrl, authRoutes.signIn, { body: { username: email, password } });
  const powers = await call(baseUrl, authRoutes.powers, { headers: { authorization: `Bearer ${session}` } });
  const power = powers.data.find((candidate) => candidate.store.slug === storeSlug);
  if (!power) throw new Error(`${email} has no power in ${storeSlug}`);
  const { token: access } = await call(baseUrl, authRoutes.access, {
    headers: { authorization: `Bearer ${session}`, 'device-id': deviceId },
    body: { power_id: power.id },
  });
  return {
    [storageKeys.deviceId]: deviceId,
    [storageKeys.session]: session,
    [storageKeys.powerId]: power.id,
    [storageKeys.access]: access,
  };
}
