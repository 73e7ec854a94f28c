import type { ApiAuthPort, ApiClient } from '../api/api-client';
import { createApiClient } from '../api/api-client';
import type { HttpTransport } from '../api/http-transport';
import type { KeyValueStorage } from '../lib/key-value-storage';
import type { AuthMachine } from './auth-machine';
import { createAuthMachine } from './auth-machine';
import { authTokens } from './auth-tokens';

export interface AuthRuntime {
  api: ApiClient;
  auth: AuthMachine;
  /** What the API client reads from the session; the live stream sends the same headers with it. */
  authPort: ApiAuthPort;
}

export interface AuthRuntimeConfig {
  storage: KeyValueStorage;
  transport: HttpTransport;
  uploadTransport: HttpTransport;
  newId: () => string;
  renewEveryMs?: number;
  baseUrl?: string;
}

/**
 * Wires the one API client to the session: the client reads the stored tokens and, after a 401,
 * asks the machine for a new access; the machine makes its calls through the client.
 */
export function createAuthRuntime(config: AuthRuntimeConfig): AuthRuntime {
  const tokens = authTokens(config.storage);
  // The closures below run only after `machine` is assigned (no call is made while wiring).
  const authPort: ApiAuthPort = {
    sessionToken: tokens.session,
    accessToken: tokens.access,
    deviceId: tokens.deviceId,
    canReaccess: () => machine.canReaccess(),
    reaccess: () => machine.reaccess(),
  };
  const api = createApiClient({
    transport: config.transport,
    uploadTransport: config.uploadTransport,
    baseUrl: config.baseUrl,
    auth: authPort,
  });
  const machine: AuthMachine = createAuthMachine({
    tokens,
    api,
    newId: config.newId,
    renewEveryMs: config.renewEveryMs,
  });
  return { api, auth: machine, authPort };
}
