import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { StaffSession } from '../live-orders/staff-api';
import { counter } from './calls';
import { figuresOf, load, type LoadFigures } from './load';
import type { ReportRow } from './report';

const READERS = 100;

/** One staff member listing the first pages over and over, one request at a time, for `seconds`. */
async function staffLists(baseUrl: string, staff: StaffSession, seconds: number, until?: Promise<unknown>): Promise<LoadFigures> {
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let done = false;
  void until?.then(() => (done = true));
  const end = performance.now() + seconds * 1000;
  const page = counter();
  while (!done && performance.now() < end) {
    const started = performance.now();
    // A different page near the top each time: read from the database, never a kept answer (decision 021).
    const response = await fetch(`${baseUrl}/v1/backoffice/orders?skip=${page()}`, { headers: staff.headers }).catch(() => null);
    await response?.arrayBuffer();
    if (response?.ok) latencies.push(performance.now() - started);
    else failures[response?.status ?? 'error'] = (failures[response?.status ?? 'error'] ?? 0) + 1;
  }
  return figuresOf(latencies, 1, seconds, failures);
}

/**
 * 100 anonymous customers reading the store's catalogue while one staff member lists orders:
 * the staff member's latencies with the readers (the row's API figures) and alone (its limit).
 */
export async function readersWhileStaffLists(
  baseUrl: string,
  staff: StaffSession,
  slug: string,
  seconds: number,
  database: string,
): Promise<ReportRow> {
  const alone = await staffLists(baseUrl, staff, seconds);
  const readers = load(baseUrl, {
    connections: READERS,
    seconds,
    next: () => ({ method: 'GET', path: `/v1/stores/${slug}/catalogue`, headers: {} }),
  });
  const withReaders = await staffLists(baseUrl, staff, seconds + 5, readers);
  const read = await readers;
  const loadAverage = os.loadavg()[0];
  return {
    label: `${database}: staff page 1 while ${READERS} readers get the catalogue (${Math.round(read.perSecond)} reads/s${read.failed ? `, ${read.failed} failed` : ''})`,
    connections: 1,
    api: withReaders,
    limit: alone,
    limitLabel: 'staff alone',
    goal: { text: 'p95 <= 100 ms', met: (api) => api.p95 <= 100 },
    loadAverage,
  };
}
