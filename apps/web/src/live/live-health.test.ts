import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { createLiveHub } from './live-hub';
import {
  createLoadHealth,
  dataAge,
  formatAge,
  isConnectionFailure,
  liveIndicator,
  STALE_AFTER_MS,
} from './live-health';

const unreachable = () => new ApiError({ status: 0, code: 'NETWORK' });
const refused = () => new ApiError({ status: 404, code: 'ORDER:NOT_FOUND' });

/** A query whose load answers what `answers` says, one element per attempt (the last repeats). */
function loader(answers: Array<'ok' | Error>) {
  let call = 0;
  return vi.fn(async () => {
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    if (answer instanceof Error) throw answer;
    return { loadedAt: call };
  });
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('liveIndicator', () => {
  it("is 'live' only while the stream is up and no data load fails", () => {
    expect(liveIndicator('live', false)).toBe('live');
    expect(liveIndicator('live', true)).toBe('offline');
    expect(liveIndicator('reconnecting', false)).toBe('offline');
    expect(liveIndicator('reconnecting', true)).toBe('offline');
    expect(liveIndicator('connecting', false)).toBe('connecting');
    expect(liveIndicator('connecting', true)).toBe('offline');
  });
});

describe('isConnectionFailure', () => {
  it('counts no answer, 5xx and unexpected errors; a refusal (4xx) or a cancel is an answer', () => {
    expect(isConnectionFailure(unreachable())).toBe(true);
    expect(isConnectionFailure(new ApiError({ status: 503 }))).toBe(true);
    expect(isConnectionFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isConnectionFailure(refused())).toBe(false);
    expect(isConnectionFailure(new ApiError({ status: 401 }))).toBe(false);
    expect(isConnectionFailure(new DOMException('stopped', 'AbortError'))).toBe(false);
  });
});

describe('dataAge', () => {
  const now = 1_000_000;
  it('says nothing while live, nor before 15 s without confirmation', () => {
    expect(dataAge(now, { indicator: 'live', leftLiveAt: null, dataUpdatedAt: now - 60_000 })).toBeNull();
    expect(dataAge(now, { indicator: 'offline', leftLiveAt: now - 14_000, dataUpdatedAt: now - 60_000 })).toBeNull();
  });

  it('counts from the later of the last load and the moment the page stopped being live', () => {
    expect(dataAge(now, { indicator: 'offline', leftLiveAt: now - 20_000, dataUpdatedAt: now - 60_000 })).toBe(20_000);
    expect(dataAge(now, { indicator: 'offline', leftLiveAt: now - 60_000, dataUpdatedAt: now - 16_000 })).toBe(16_000);
    expect(dataAge(now, { indicator: 'connecting', leftLiveAt: null, dataUpdatedAt: now - STALE_AFTER_MS })).toBe(
      STALE_AFTER_MS,
    );
  });

  it('says nothing for data never loaded', () => {
    expect(dataAge(now, { indicator: 'offline', leftLiveAt: null, dataUpdatedAt: 0 })).toBeNull();
  });
});

describe('formatAge', () => {
  it('shows seconds, then minutes, then hours, rounded down', () => {
    expect(formatAge(20_400)).toBe('20 s');
    expect(formatAge(59_999)).toBe('59 s');
    expect(formatAge(125_000)).toBe('2 min');
    expect(formatAge(2 * 3_600_000 + 5_000)).toBe('2 h');
  });
});

describe('createLoadHealth', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fails with the first unreachable load of a live query and recovers when a probe loads it', async () => {
    const queryClient = client();
    const health = createLoadHealth(queryClient, { probeMs: 3_000 });
    const changed = vi.fn();
    health.subscribe(changed);
    const queryFn = loader(['ok', unreachable(), unreachable(), 'ok']);
    await queryClient.fetchQuery({ queryKey: ['orders', 'board'], queryFn });
    expect(health.failing()).toBe(false);

    await queryClient.fetchQuery({ queryKey: ['orders', 'board'], queryFn, staleTime: 0 }).catch(() => undefined);
    expect(health.failing()).toBe(true);
    expect(changed).toHaveBeenCalledTimes(1);

    // The first probe fails again (no flicker back to healthy), the second loads.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(queryFn).toHaveBeenCalledTimes(3);
    expect(health.failing()).toBe(true);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(queryFn).toHaveBeenCalledTimes(4);
    expect(health.failing()).toBe(false);
    expect(changed).toHaveBeenCalledTimes(2);

    // Healthy again: no more probes.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(queryFn).toHaveBeenCalledTimes(4);
    health.dispose();
  });

  it('counts a failed try before the retries are over', async () => {
    const queryClient = client();
    const health = createLoadHealth(queryClient);
    const load = queryClient
      .fetchQuery({ queryKey: ['dashboard'], queryFn: loader([unreachable(), 'ok']), retry: 1, retryDelay: 1_000 })
      .catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(health.failing()).toBe(true);
    await vi.advanceTimersByTimeAsync(1_000);
    await load;
    expect(health.failing()).toBe(false);
    health.dispose();
  });

  it('ignores refusals and queries the stream does not keep fresh', async () => {
    const queryClient = client();
    const health = createLoadHealth(queryClient);
    await queryClient.fetchQuery({ queryKey: ['orders', 'detail', 'x'], queryFn: loader([refused()]) }).catch(() => undefined);
    await queryClient.fetchQuery({ queryKey: ['catalogue', 'articles'], queryFn: loader([unreachable()]) }).catch(() => undefined);
    expect(health.failing()).toBe(false);
    health.dispose();
  });

  it('forgets a failing query once it leaves the cache', async () => {
    const queryClient = client();
    const health = createLoadHealth(queryClient);
    await queryClient.fetchQuery({ queryKey: ['turn'], queryFn: loader([unreachable()]) }).catch(() => undefined);
    expect(health.failing()).toBe(true);
    queryClient.removeQueries({ queryKey: ['turn'] });
    expect(health.failing()).toBe(false);
    health.dispose();
  });
});

describe('the hub’s indicator', () => {
  it("turns 'offline' when a load fails while the stream is up, and 'live' when it loads again", async () => {
    const queryClient = client();
    const hub = createLiveHub({ queryClient, loadRinging: async () => [], probeMs: 60_000 });
    const queryFn = loader([unreachable(), 'ok']);
    hub.setStatus('live');
    expect(hub.getStatus()).toBe('live');
    expect(hub.getLeftLiveAt()).toBeNull();

    const before = Date.now();
    await queryClient.fetchQuery({ queryKey: ['orders', 'board'], queryFn }).catch(() => undefined);
    expect(hub.getStatus()).toBe('offline');
    expect(hub.getLeftLiveAt()).toBeGreaterThanOrEqual(before);

    // The stream alone coming back is not enough while the load still fails.
    hub.setStatus('reconnecting');
    hub.setStatus('live');
    expect(hub.getStatus()).toBe('offline');

    await queryClient.fetchQuery({ queryKey: ['orders', 'board'], queryFn, staleTime: 0 });
    expect(hub.getStatus()).toBe('live');
    hub.setStatus('reconnecting');
    expect(hub.getStatus()).toBe('offline');
    hub.reset();
  });
});
