import type { KeyValueStorage } from '../lib/key-value-storage';
import { storageKeys } from '../lib/storage-keys';

/** The session's stored values; `localStorage` is the single source of truth for them. */
export interface AuthTokens {
  session(): string | null;
  access(): string | null;
  powerId(): string | null;
  deviceId(): string | null;
  setSession(token: string): void;
  setAccess(token: string): void;
  setPowerId(powerId: string): void;
  setDeviceId(deviceId: string): void;
  clearAccess(): void;
  /** Clearing the power clears the access token (SPEC.md section 4). */
  clearPower(): void;
  /** Session, power and access; the device id stays. */
  clearSession(): void;
}

export function authTokens(storage: KeyValueStorage): AuthTokens {
  const read = (key: string) => storage.getItem(key) || null;
  const tokens: AuthTokens = {
    session: () => read(storageKeys.session),
    access: () => read(storageKeys.access),
    powerId: () => read(storageKeys.powerId),
    deviceId: () => read(storageKeys.deviceId),
    setSession: (token) => storage.setItem(storageKeys.session, token),
    setAccess: (token) => storage.setItem(storageKeys.access, token),
    setPowerId: (powerId) => storage.setItem(storageKeys.powerId, powerId),
    setDeviceId: (deviceId) => storage.setItem(storageKeys.deviceId, deviceId),
    clearAccess: () => storage.removeItem(storageKeys.access),
    clearPower: () => {
      storage.removeItem(storageKeys.powerId);
      tokens.clearAccess();
    },
    clearSession: () => {
      tokens.clearPower();
      storage.removeItem(storageKeys.session);
    },
  };
  return tokens;
}
