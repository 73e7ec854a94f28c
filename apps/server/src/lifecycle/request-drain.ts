import type http from 'node:http';
import { errorCatalogue } from '@comanda/contract/errors';

/**
 * Stopping without dropping anyone. Fastify's own close stops listening at once, so a request on
 * a new connection is refused and one on an idle kept-alive connection can meet a reset. Instead,
 * once draining starts the server keeps listening and answers every new request 503 (the error
 * envelope, `Connection: close`, so a load balancer or the web app tries again), while the
 * requests already in flight finish; only then does the caller close the app.
 */
export interface RequestDrain {
  /** From now on every new request is answered 503 without reaching the app. */
  start(): void;
  /**
   * Resolves once no request is in flight, or after `timeoutMs`. Live event streams (requests that
   * accept text/event-stream) never end by themselves, the app's close ends them: `streams: false`
   * does not wait for them.
   */
  settled(options: { streams: boolean; timeoutMs: number }): Promise<void>;
}

const unavailableBody = JSON.stringify({
  error: { code: 'SERVICE_UNAVAILABLE', description: errorCatalogue.SERVICE_UNAVAILABLE.text },
});

/** Puts itself in front of the server's request handler (Fastify's); call before it listens. */
export function drainRequests(server: http.Server): RequestDrain {
  const handlers = server.listeners('request') as http.RequestListener[];
  server.removeAllListeners('request');
  /** Each request in flight, and whether it asked for an event stream. */
  const inFlight = new Map<http.ServerResponse, boolean>();
  const waiters = new Set<() => void>();
  let draining = false;

  const pending = (streams: boolean) => [...inFlight.values()].filter((isStream) => streams || !isStream).length;

  server.on('request', (request, response) => {
    if (draining) {
      request.resume(); // read and drop any body, so closing the socket does not reset it
      response.writeHead(503, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(unavailableBody),
        'retry-after': '5',
        connection: 'close',
      });
      response.end(unavailableBody);
      return;
    }
    inFlight.set(response, String(request.headers.accept ?? '').includes('text/event-stream'));
    response.once('close', () => {
      inFlight.delete(response);
      for (const wake of waiters) wake();
    });
    for (const handler of handlers) handler.call(server, request, response);
  });

  return {
    start: () => {
      draining = true;
    },
    settled: ({ streams, timeoutMs }) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (pending(streams) > 0) return;
          done();
        };
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
}
