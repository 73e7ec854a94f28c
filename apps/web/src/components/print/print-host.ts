import { browserStorage } from '../../lib/key-value-storage';
import type { KeyValueStorage } from '../../lib/key-value-storage';
import { storageKeys } from '../../lib/storage-keys';

/** A loopback print service by default (DECISIONS.md "Printing"). */
export const DEFAULT_PRINT_HOST = 'http://127.0.0.1:9180/print';

export function readPrintHost(storage: KeyValueStorage = browserStorage()): string {
  return storage.getItem(storageKeys.printHost)?.trim() || DEFAULT_PRINT_HOST;
}

/** An empty value goes back to the default. */
export function savePrintHost(value: string, storage: KeyValueStorage = browserStorage()): void {
  const host = value.trim();
  if (host === '' || host === DEFAULT_PRINT_HOST) storage.removeItem(storageKeys.printHost);
  else storage.setItem(storageKeys.printHost, host);
}
