import { createServer, type Server } from 'node:http';
import type { Logger } from 'pino';
import type { PrinterStatus } from '../queue/printer-worker';
import { answerPreflight, allowOrigin, corsVerdict } from './cors';
import { type PrintRouteDeps, printRoute } from './print-route';
import { sendError, sendJson } from './reply';

export interface HttpDeps extends PrintRouteDeps {
  origins: readonly string[];
  version: string;
  printers: () => PrinterStatus[];
  log: Logger;
}

/**
 * POST /print and GET /status, behind the origin check. Every failure answers the envelope; one
 * the route did not expect (the queue's disk failing) is logged and answered 503, so the web
 * prints from the browser instead.
 */
export function createHttpServer(deps: HttpDeps): Server {
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://print-host');
    const verdict = corsVerdict(request, deps.origins);
    if (verdict === 'refused') {
      deps.log.warn({ origin: request.headers.origin, path: url.pathname }, 'origin refused');
      request.resume();
      return sendError(response, 'PRINT:ORIGIN:FORBIDDEN', request.headers.origin);
    }
    if (request.method === 'OPTIONS' && verdict === 'allowed') return answerPreflight(request, response);
    if (verdict === 'allowed') allowOrigin(request, response);

    const route = `${request.method} ${url.pathname.replace(/\/+$/, '') || '/'}`;
    const handled = (() => {
      switch (route) {
        case 'POST /print':
          return printRoute(request, response, url, deps);
        case 'GET /status':
          return sendJson(response, 200, { result: { version: deps.version, printers: deps.printers() } });
        default:
          request.resume();
          return sendError(response, 'NOT_FOUND', route);
      }
    })();
    Promise.resolve(handled).catch((error: unknown) => {
      deps.log.error({ err: error, route }, 'request failed');
      if (!response.headersSent) sendError(response, 'PRINT:QUEUE:FAILED');
      else response.destroy();
    });
  });
}
