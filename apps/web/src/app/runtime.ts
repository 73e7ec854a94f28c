import { fetchTransport } from '../api/http-transport';
import { xhrTransport } from '../api/xhr-transport';
import type { AuthRuntime } from '../auth/create-auth';
import { createAuthRuntime } from '../auth/create-auth';
import { browserStorage } from '../lib/key-value-storage';
import { newUuid } from '../lib/uuid';

/** The API client and session of this browser tab: same-origin API, localStorage, real timers. */
export function createBrowserRuntime(): AuthRuntime {
  return createAuthRuntime({
    storage: browserStorage(),
    transport: fetchTransport(window.fetch.bind(window)),
    uploadTransport: xhrTransport(),
    newId: newUuid,
  });
}
