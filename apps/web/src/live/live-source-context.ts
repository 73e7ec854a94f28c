import { createContext, use } from 'react';
import type { ApiAuthPort } from '../api/api-client';

/** Where the stream is read from: the same session headers as the API client, over `fetch`. */
export interface LiveSource {
  fetch: typeof fetch;
  auth: ApiAuthPort;
  baseUrl?: string;
}

/**
 * Given at the top of the app, read by the shell, which starts the live layer: its code loads
 * with the shell, never on the login.
 */
export const LiveSourceContext = createContext<LiveSource | null>(null);

export function useLiveSource(): LiveSource {
  const source = use(LiveSourceContext);
  if (!source) throw new Error('the shell needs a LiveSourceContext');
  return source;
}
