import type { Order } from '@comanda/contract/orders';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { liveOrder, orderEvent, readyEvent, resetEvent } from '../test/fake-event-stream';
import { createLiveHub } from './live-hub';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const fresh = (n: number) => liveOrder({ id: id(n), number: n });

function setup(loads: Order[][]) {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const loadRinging = vi.fn(async () => loads.shift() ?? []);
  const hub = createLiveHub({ queryClient, loadRinging });
  return { hub, invalidate, loadRinging };
}

const numbers = (orders: readonly Order[]) => orders.map((order) => order.number);

describe('createLiveHub', () => {
  it('loads the ringing orders on ready and again on reset, and passes every event on', async () => {
    const { hub, loadRinging } = setup([[fresh(1)], [fresh(2), fresh(3)]]);
    const heard = vi.fn();
    hub.listen(heard);
    hub.handle(readyEvent(4));
    await vi.waitFor(() => expect(numbers(hub.ringing.getSnapshot())).toEqual([1]));
    hub.handle(orderEvent(5, fresh(6)));
    expect(numbers(hub.ringing.getSnapshot())).toEqual([1, 6]);
    hub.handle(resetEvent(40));
    await vi.waitFor(() => expect(numbers(hub.ringing.getSnapshot())).toEqual([2, 3]));
    expect(loadRinging).toHaveBeenCalledTimes(2);
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it('reset (leaving the store) forgets the ringing orders and goes back to connecting', () => {
    const { hub } = setup([]);
    const statusChanged = vi.fn();
    hub.subscribeStatus(statusChanged);
    hub.setStatus('live');
    hub.handle(orderEvent(1, fresh(1)));
    hub.reset();
    expect(hub.ringing.getSnapshot()).toEqual([]);
    expect(hub.getStatus()).toBe('connecting');
    expect(statusChanged).toHaveBeenCalledTimes(2);
  });
});
