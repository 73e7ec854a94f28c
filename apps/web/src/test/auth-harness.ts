import { fetchTransport } from '../api/http-transport';
import { createAuthRuntime } from '../auth/create-auth';
import { createMemoryStorage } from '../lib/key-value-storage';
import type { KeyValueStorage } from '../lib/key-value-storage';
import { credentialsFor, DEVICE_ID, token } from './demo-data';
import type { FakeFetch } from './fake-fetch';
import { createFakeFetch, ok } from './fake-fetch';

export interface AuthHarness {
  server: FakeFetch;
  storage: KeyValueStorage;
  runtime: ReturnType<typeof createAuthRuntime>;
}

/** A session runtime over a fake server that, unless told otherwise, accepts everything. */
export function authHarness(stored: Record<string, string> = {}): AuthHarness {
  const server = createFakeFetch();
  let issued = 0;
  server.on('PUT', `/v1/devices/${DEVICE_ID}`, ok('success'));
  server.on('POST', '/v1/backoffice/auth/sign_in', ok(token('session-1')));
  server.on('POST', '/v1/backoffice/auth/sign_out', ok('success'));
  server.on('POST', '/v1/backoffice/auth/access', () => {
    issued += 1;
    return ok(token(`access-${issued}`));
  });
  server.on('GET', '/v1/backoffice/auth/credentials', ok(credentialsFor('admin')));
  const storage = createMemoryStorage(stored);
  const runtime = createAuthRuntime({
    storage,
    transport: fetchTransport(server.fetch),
    uploadTransport: fetchTransport(server.fetch),
    newId: () => DEVICE_ID,
  });
  return { server, storage, runtime };
}
