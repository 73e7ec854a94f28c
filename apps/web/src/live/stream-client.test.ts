import type { StreamEvent } from '@comanda/contract/events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEVICE_ID } from '../test/demo-data';
import {
  createFakeEventServer,
  liveOrder,
  orderEvent,
  readyEvent,
  resetEvent,
} from '../test/fake-event-stream';
import type { LiveStatus, StreamClient } from './stream-client';
import { backoffDelay, createStreamClient, STREAM_BACKOFF } from './stream-client';

interface Setup {
  client: StreamClient;
  server: ReturnType<typeof createFakeEventServer>;
  events: StreamEvent[];
  statuses: LiveStatus[];
  auth: { token: string | null; reaccess: ReturnType<typeof vi.fn> };
}

let current: Setup | undefined;

/** A client over a fake stream, with a token the test can renew and jitter pinned to its maximum. */
function setup(options: { canReaccess?: boolean; renewTo?: string | null } = {}): Setup {
  const server = createFakeEventServer();
  const events: StreamEvent[] = [];
  const statuses: LiveStatus[] = [];
  const auth = {
    token: 'access-1' as string | null,
    reaccess: vi.fn(async () => {
      if (options.renewTo === null) return false;
      auth.token = options.renewTo ?? 'access-2';
      return true;
    }),
  };
  const client = createStreamClient({
    fetch: server.fetch,
    auth: {
      accessToken: () => auth.token,
      deviceId: () => DEVICE_ID,
      canReaccess: () => options.canReaccess ?? true,
      reaccess: auth.reaccess,
    },
    onEvent: (event) => events.push(event),
    onStatus: (status) => statuses.push(status),
    random: () => 1,
  });
  current = { client, server, events, statuses, auth };
  return current;
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  current?.client.stop();
  current = undefined;
  vi.useRealTimers();
});

describe('backoffDelay', () => {
  it('doubles from 1 s up to 30 s, half of it jittered', () => {
    const top = (failures: number) => backoffDelay(failures, STREAM_BACKOFF, () => 1);
    expect([1, 2, 3, 4, 5, 6, 7, 10].map(top)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(backoffDelay(1, STREAM_BACKOFF, () => 0)).toBe(500);
    expect(backoffDelay(9, STREAM_BACKOFF, () => 0)).toBe(15000);
  });
});

describe('createStreamClient', () => {
  it('sends the access token and the device id as headers (never in the URL) and no Last-Event-ID at first', async () => {
    const { client, server } = setup();
    client.start();
    await settle();
    expect(server.connections).toHaveLength(1);
    const { headers, url } = server.latest();
    expect(url).toBe('/v1/backoffice/events');
    expect(headers.authorization).toBe('Bearer access-1');
    expect(headers['device-id']).toBe(DEVICE_ID);
    expect(headers.accept).toBe('text/event-stream');
    expect(headers['last-event-id']).toBeUndefined();
  });

  it('parses events (split across chunks, heartbeats ignored), drops invalid ones and goes live on ready', async () => {
    const { client, server, events, statuses } = setup();
    client.start();
    await settle();
    expect(client.status()).toBe('connecting');
    const connection = server.latest();
    connection.comment();
    connection.send(readyEvent(7));
    const created = orderEvent(8, liveOrder());
    const frame = `event: order\nid: 8\ndata: ${JSON.stringify(created)}\n\n`;
    connection.write(frame.slice(0, 25));
    connection.write(frame.slice(25));
    connection.write('event: order\nid: 9\ndata: {"type":"order","seq":9}\n\n');
    connection.write('event: order\nid: 10\ndata: no json\n\n');
    await settle();

    expect(events).toEqual([readyEvent(7), created]);
    expect(statuses).toEqual(['connecting', 'live']);
    expect(client.status()).toBe('live');
    expect(client.lastSeq()).toBe(8);
  });

  it('reconnects after an error with Last-Event-ID and the current token, backing off 1 s, 2 s, 4 s', async () => {
    const { client, server, auth, statuses } = setup();
    client.start();
    await settle();
    server.latest().send(readyEvent(3));
    server.latest().send(orderEvent(4, liveOrder()));
    await settle();
    server.latest().fail();
    await settle();
    expect(client.status()).toBe('reconnecting');

    // The auth machine renewed the access meanwhile.
    auth.token = 'access-renewed';
    server.dropNext(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(server.attempts()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.attempts()).toBe(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.attempts()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.attempts()).toBe(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(server.attempts()).toBe(4);
    expect(server.connections).toHaveLength(2);
    const { headers } = server.latest();
    expect(headers.authorization).toBe('Bearer access-renewed');
    expect(headers['last-event-id']).toBe('4');

    server.latest().send(readyEvent(4));
    await settle();
    expect(statuses).toEqual(['connecting', 'live', 'reconnecting', 'live']);
  });

  it('resets the backoff after a good connection', async () => {
    const { client, server } = setup();
    client.start();
    await settle();
    server.dropNext(2);
    server.latest().fail();
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000);
    expect(server.attempts()).toBe(4);
    expect(server.connections).toHaveLength(2);
    server.latest().send(readyEvent(1));
    await settle();
    server.latest().fail();
    await vi.advanceTimersByTimeAsync(999);
    expect(server.attempts()).toBe(4);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.attempts()).toBe(5);
  });

  it('reconnects at once, still live, when a long connection ends as planned (token expiry)', async () => {
    const { client, server, statuses } = setup();
    client.start();
    await settle();
    server.latest().send(readyEvent(5));
    for (let beat = 0; beat < 20; beat += 1) {
      await vi.advanceTimersByTimeAsync(15_000);
      server.latest().comment();
    }
    server.latest().end();
    await settle();
    expect(server.connections).toHaveLength(2);
    expect(server.latest().headers['last-event-id']).toBe('5');
    expect(statuses).toEqual(['connecting', 'live']);
  });

  it('treats a silent connection (a heartbeat missed, 25 s without a word) as dead', async () => {
    const { client, server } = setup();
    client.start();
    await settle();
    server.latest().send(readyEvent(1));
    await vi.advanceTimersByTimeAsync(20_000);
    server.latest().comment();
    await vi.advanceTimersByTimeAsync(24_000);
    expect(server.connections).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.connections[0]?.aborted()).toBe(true);
    expect(client.status()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.connections).toHaveLength(2);
  });

  it('on 401 asks for a new access and reconnects at once with it', async () => {
    const { client, server, auth } = setup();
    server.refuseNext(401);
    client.start();
    await settle();
    expect(auth.reaccess).toHaveBeenCalledTimes(1);
    expect(server.connections).toHaveLength(1);
    expect(server.latest().headers.authorization).toBe('Bearer access-2');
  });

  it('backs off when the new access is refused too, and asks again on the next try', async () => {
    const { client, server, auth } = setup({ renewTo: null });
    server.refuseNext(401, 2);
    client.start();
    await settle();
    expect(auth.reaccess).toHaveBeenCalledTimes(1);
    expect(client.status()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1000);
    expect(auth.reaccess).toHaveBeenCalledTimes(2);
  });

  it('on 403 (the power was taken away) asks for a new access too, so the session learns it at once', async () => {
    const { client, server, auth } = setup({ renewTo: null });
    server.refuseNext(403);
    client.start();
    await settle();
    expect(auth.reaccess).toHaveBeenCalledTimes(1);
    expect(client.status()).toBe('reconnecting');
  });

  it('does not ask for access when the session cannot re-access', async () => {
    const { client, server, auth } = setup({ canReaccess: false });
    server.refuseNext(401);
    client.start();
    await settle();
    expect(auth.reaccess).not.toHaveBeenCalled();
    expect(client.status()).toBe('reconnecting');
  });

  it('stop aborts the connection and no reconnect or event follows', async () => {
    const { client, server, events } = setup();
    client.start();
    await settle();
    const connection = server.latest();
    client.stop();
    await settle();
    expect(connection.aborted()).toBe(true);
    connection.send(resetEvent(1));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.attempts()).toBe(1);
    expect(events).toEqual([]);
  });

  it('stop during a backoff wait cancels the reconnect', async () => {
    const { client, server } = setup();
    server.dropNext();
    client.start();
    await settle();
    client.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.attempts()).toBe(1);
  });
});
