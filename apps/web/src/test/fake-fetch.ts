/** A fake `fetch` that answers like the server (envelopes) and records every request. */
export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeReply {
  status: number;
  body?: unknown;
  /** Headers besides Content-Type, such as the ETag of a versioned answer. */
  headers?: Record<string, string>;
}

export type FakeHandler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

export const ok = (result: unknown): FakeReply => ({ status: 200, body: { result } });
/** A success carrying its version as an ETag, as the server answers entities, settings and orders. */
export const okVersioned = (result: unknown, etag: string): FakeReply => ({ status: 200, body: { result }, headers: { ETag: etag } });
export const fail = (status: number, code: string, description = 'fallo'): FakeReply => ({
  status,
  body: { error: { code, description } },
});

export interface FakeFetch {
  fetch: typeof fetch;
  requests: RecordedRequest[];
  /** Replaces the handler of `METHOD /path` (path without query). */
  on(method: string, path: string, handler: FakeHandler | FakeReply): void;
  requestsTo(method: string, path: string): RecordedRequest[];
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

export function createFakeFetch(): FakeFetch {
  const handlers = new Map<string, FakeHandler>();
  const requests: RecordedRequest[] = [];

  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://comanda.test');
    const method = init?.method ?? 'GET';
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      search: url.search,
      headers: headersOf(init),
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
    };
    requests.push(request);
    const handler = handlers.get(`${method} ${url.pathname}`);
    const reply = handler
      ? await handler(request)
      : { status: 404, body: { error: { code: 'NOT_FOUND', description: 'sin handler' } } };
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  };

  return {
    fetch: fetchFn as typeof fetch,
    requests,
    on(method, path, handler) {
      handlers.set(`${method} ${path}`, typeof handler === 'function' ? handler : () => handler);
    },
    requestsTo: (method, path) => requests.filter((r) => r.method === method && r.path === path),
  };
}
