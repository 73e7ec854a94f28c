import type { StreamEvent } from '@comanda/contract/events';
import { eventRoutes } from '@comanda/contract/events';
import type { Order } from '@comanda/contract/orders';
import { demoOrder } from './order-data';

/**
 * A fake `fetch` for the live stream (GET /v1/backoffice/events): each request opens a connection
 * the test writes to like the server does (`event:`, `id:`, `data:` frames, comments), ends, or
 * breaks. Any other request goes to `fallback` (usually a `createFakeFetch().fetch`).
 */
export interface FakeStreamConnection {
  headers: Record<string, string>;
  url: string;
  send(event: StreamEvent): void;
  /** Raw text, exactly as given (partial frames, garbage). */
  write(text: string): void;
  comment(text?: string): void;
  /** The server ends the stream cleanly. */
  end(): void;
  /** The network drops mid-stream. */
  fail(): void;
  /** True once the client aborted it. */
  aborted(): boolean;
}

export interface FakeEventServer {
  fetch: typeof fetch;
  connections: FakeStreamConnection[];
  latest(): FakeStreamConnection;
  /** The next `times` stream requests answer this status with an error envelope. */
  refuseNext(status: number, times?: number): void;
  /** The next `times` stream requests fail before any answer (server down). */
  dropNext(times?: number): void;
  /** Stream requests made, refused ones included. */
  attempts(): number;
}

export function sseFrame(event: StreamEvent): string {
  return `event: ${event.type}\nid: ${event.seq}\ndata: ${JSON.stringify(event)}\n\n`;
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

export function createFakeEventServer(fallback?: typeof fetch): FakeEventServer {
  const connections: FakeStreamConnection[] = [];
  const planned: Array<{ kind: 'refuse'; status: number } | { kind: 'drop' }> = [];
  let attempts = 0;
  const encoder = new TextEncoder();

  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://comanda.test');
    if (url.pathname !== eventRoutes.stream.path) {
      if (!fallback) throw new TypeError(`sin servidor para ${url.pathname}`);
      return fallback(input, init);
    }
    attempts += 1;
    const plan = planned.shift();
    if (plan?.kind === 'drop') throw new TypeError('Failed to fetch');
    if (plan?.kind === 'refuse') {
      return new Response(JSON.stringify({ error: { code: 'UNAUTHORIZED', description: 'rechazado' } }), {
        status: plan.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let open = true;
    let aborted = false;
    const body = new ReadableStream<Uint8Array>({
      start: (streamController) => {
        controller = streamController;
      },
      cancel: () => {
        open = false;
      },
    });
    const signal = init?.signal;
    signal?.addEventListener('abort', () => {
      aborted = true;
      if (!open) return;
      open = false;
      controller.error(new DOMException('The operation was aborted.', 'AbortError'));
    });
    const write = (text: string) => {
      if (open) controller.enqueue(encoder.encode(text));
    };
    connections.push({
      headers: headersOf(init),
      url: url.pathname + url.search,
      send: (event) => write(sseFrame(event)),
      write,
      comment: (text = 'ping') => write(`: ${text}\n\n`),
      end: () => {
        if (!open) return;
        open = false;
        controller.close();
      },
      fail: () => {
        if (!open) return;
        open = false;
        controller.error(new TypeError('network error'));
      },
      aborted: () => aborted,
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  };

  return {
    fetch: fetchFn as typeof fetch,
    connections,
    latest: () => {
      const last = connections.at(-1);
      if (!last) throw new Error('no stream connection yet');
      return last;
    },
    refuseNext: (status, times = 1) => {
      for (let index = 0; index < times; index += 1) planned.push({ kind: 'refuse', status });
    },
    dropNext: (times = 1) => {
      for (let index = 0; index < times; index += 1) planned.push({ kind: 'drop' });
    },
    attempts: () => attempts,
  };
}

const ACTOR = { kind: 'customer', user_id: null, name: 'Juan Perez' } as const;

/** An order as the stream carries it, ringing unless told otherwise. */
export function liveOrder(overrides: Partial<Order> = {}): Order {
  return {
    ...demoOrder(),
    promised_at: '2025-03-01T12:30:00.000Z',
    accepted_at: null,
    seen_at: null,
    cancel_reason: null,
    ...overrides,
  };
}

export function orderEvent(
  seq: number,
  order: Order,
  kind: Extract<StreamEvent, { type: 'order' }>['kind'] = 'order:created',
): StreamEvent {
  return {
    type: 'order',
    seq,
    at: '2025-03-01T12:00:00.000Z',
    kind,
    action: kind === 'order:created' ? 'place' : 'set',
    field: kind === 'order:created' ? 'order' : 'status',
    from: null,
    to: order.status,
    actor: ACTOR,
    order,
  };
}

export const readyEvent = (seq: number): StreamEvent => ({ type: 'ready', seq });
export const resetEvent = (seq: number): StreamEvent => ({ type: 'reset', seq });
