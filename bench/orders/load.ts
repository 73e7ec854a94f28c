import autocannon, { type AutocannonRequest } from 'autocannon';

/** One measured run of one call: throughput and latency percentiles of the answers that succeeded. */
export interface LoadFigures {
  connections: number;
  seconds: number;
  ok: number;
  /** Answers that were not 2xx, errors and timeouts. */
  failed: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Status codes of the failed answers ('error' for no answer), for the report. */
  failures: Record<string, number>;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

export function figuresOf(latencies: number[], connections: number, seconds: number, failures: Record<string, number>): LoadFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    connections,
    seconds,
    ok: sorted.length,
    failed: Object.values(failures).reduce((sum, count) => sum + count, 0),
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    failures,
  };
}

/**
 * Sends `next()`'s requests over `connections` keep-alive connections for `seconds` with
 * autocannon, and takes every answer's latency (autocannon's own summary has no p95).
 */
export async function load(
  baseUrl: string,
  options: { connections: number; seconds: number; next: () => AutocannonRequest; okStatus?: number },
): Promise<LoadFigures> {
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  const instance = autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    timeout: 60,
    requests: [{ setupRequest: () => options.next() }],
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (options.okStatus ? status === options.okStatus : status >= 200 && status < 300) latencies.push(ms);
    else failures[status] = (failures[status] ?? 0) + 1;
  });
  instance.on('reqError', () => (failures.error = (failures.error ?? 0) + 1));
  const result = await instance;
  return figuresOf(latencies, options.connections, result.duration || options.seconds, failures);
}
