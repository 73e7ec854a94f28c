import { inject } from 'vitest';

/**
 * Origin of this worker's server: global-setup.ts starts one per worker and a worker runs one
 * file at a time, so a file has its server to itself (VITEST_POOL_ID is 1 to maxWorkers).
 */
export function serverUrl(): string {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[(worker - 1) % urls.length];
  if (!url) throw new Error(`No server for worker ${worker}`);
  return url;
}
