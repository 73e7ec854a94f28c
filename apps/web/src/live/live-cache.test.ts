import type { StreamEvent } from '@comanda/contract/events';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveOrder, orderEvent, readyEvent, resetEvent } from '../test/fake-event-stream';
import { STORE_ID } from '../test/demo-data';
import { createLiveCacheSync, LIVE_REFRESH_MS } from './live-cache';

const turnEvent = {
  type: 'turn',
  seq: 3,
  at: '2025-03-01T12:00:00.000Z',
  kind: 'turn:opened',
  actor: { kind: 'user', user_id: null, name: 'Ana' },
  turn: {
    id: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    store_id: STORE_ID,
    status: 'opened',
    opened_at: '2025-03-01T12:00:00.000Z',
    closed_at: null,
  },
} as const;

function setup() {
  const queryClient = new QueryClient();
  const invalidated: string[] = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation((filters) => {
    invalidated.push(String(filters?.queryKey?.[0]));
    return Promise.resolve();
  });
  const sync = createLiveCacheSync(queryClient);
  return { sync, invalidated };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createLiveCacheSync', () => {
  it('refreshes the orders and the dashboard at once on a lone order event', () => {
    const { sync, invalidated } = setup();
    sync.handle(orderEvent(1, liveOrder()));
    expect(invalidated).toEqual(['orders', 'dashboard']);
  });

  it('turns a burst of 20 events a second into a few refreshes, the last within the window', async () => {
    const { sync, invalidated } = setup();
    for (let index = 0; index < 20; index += 1) {
      sync.handle(orderEvent(index + 1, liveOrder()));
      await vi.advanceTimersByTimeAsync(50);
    }
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS);
    const ordersRefreshes = invalidated.filter((key) => key === 'orders').length;
    expect(ordersRefreshes).toBeGreaterThanOrEqual(2);
    expect(ordersRefreshes).toBeLessThanOrEqual(Math.ceil(1000 / LIVE_REFRESH_MS) + 1);
    expect(LIVE_REFRESH_MS).toBeLessThan(1000);
  });

  it('refreshes the turn, the dashboard and the store status on a turn event', () => {
    const { sync, invalidated } = setup();
    sync.handle(turnEvent);
    expect(invalidated).toEqual(['turn', 'dashboard', 'store-status']);
  });

  it('refreshes only the store status on a store_status event', () => {
    const { sync, invalidated } = setup();
    sync.handle({ ...turnEvent, type: 'store_status', kind: 'store:paused', status: {} } as unknown as StreamEvent);
    expect(invalidated).toEqual(['store-status']);
  });

  it('refreshes only the team lists on a team event', () => {
    const { sync, invalidated } = setup();
    sync.handle({ ...turnEvent, type: 'team', kind: 'team:deactivated', power_id: null } as unknown as StreamEvent);
    expect(invalidated).toEqual(['team']);
  });

  it("refreshes only the stock warnings on a stock event ('Avisar con')", () => {
    const { sync, invalidated } = setup();
    const stock = { id: STORE_ID, description: 'Masa de pizza', count: 0, warn_count: 3 };
    sync.handle({ type: 'stock', seq: 4, at: '2025-03-01T12:00:00.000Z', kind: 'stock:out', stock });
    expect(invalidated).toEqual(['stock-warnings']);
  });

  it('refreshes everything live after a (re)connection or a reset', async () => {
    const { sync, invalidated } = setup();
    sync.handle(readyEvent(1));
    expect([...invalidated].sort()).toEqual(['dashboard', 'orders', 'stock-warnings', 'store-status', 'team', 'turn']);
    invalidated.length = 0;
    sync.handle(resetEvent(9));
    expect(invalidated).toEqual([]);
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS);
    expect([...invalidated].sort()).toEqual(['dashboard', 'orders', 'stock-warnings', 'store-status', 'team', 'turn']);
  });

  it('drops a pending refresh when disposed', async () => {
    const { sync, invalidated } = setup();
    sync.handle(orderEvent(1, liveOrder()));
    sync.handle(orderEvent(2, liveOrder()));
    sync.dispose();
    await vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS * 2);
    expect(invalidated).toEqual(['orders', 'dashboard']);
  });
});
