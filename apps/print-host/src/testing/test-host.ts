import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PrintHostConfig } from '../config/config-schema';
import { createLogger } from '../logger';
import { startPrintHost, type RunningPrintHost } from '../print-host';

export const ALLOWED_ORIGIN = 'https://comanda.example.com';
export const TIME_ZONE = 'America/Argentina/Buenos_Aires';

/** A fresh queue directory, removed by the returned function. */
export function queueDirectory(): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), 'print-host-'));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** A print host on a free loopback port with short retries, as the real one runs. */
export async function startTestHost(config: Partial<PrintHostConfig> & Pick<PrintHostConfig, 'printers' | 'queue_dir'>): Promise<RunningPrintHost> {
  const full = PrintHostConfig.parse({
    port: 0,
    origins: [ALLOWED_ORIGIN],
    timezone: TIME_ZONE,
    retry_min_ms: 50,
    retry_max_ms: 200,
    ...config,
  });
  return startPrintHost(full, createLogger('silent'));
}

export async function postOrder(host: RunningPrintHost, body: unknown, query = '', headers: Record<string, string> = {}) {
  const response = await fetch(`${host.url}/print${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ALLOWED_ORIGIN, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}
