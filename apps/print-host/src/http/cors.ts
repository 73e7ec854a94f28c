import type { IncomingMessage, ServerResponse } from 'node:http';

export type CorsVerdict = 'no-origin' | 'allowed' | 'refused';

/**
 * Only the configured Comanda origins may call from a browser. A request without Origin (curl,
 * a script on this computer) is not a browser's cross-site call and passes.
 */
export function corsVerdict(request: IncomingMessage, origins: readonly string[]): CorsVerdict {
  const origin = request.headers.origin;
  if (origin === undefined) return 'no-origin';
  return origins.includes(origin) ? 'allowed' : 'refused';
}

export function allowOrigin(request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('Access-Control-Allow-Origin', request.headers.origin!);
  response.setHeader('Vary', 'Origin');
}

/**
 * The preflight of an allowed origin. Chrome asks a page on the internet before it calls a
 * loopback or private address (Private Network Access): the host says yes for its origins.
 */
export function answerPreflight(request: IncomingMessage, response: ServerResponse): void {
  allowOrigin(request, response);
  response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  response.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-Time-Zone');
  response.setHeader('Access-Control-Max-Age', '600');
  if (request.headers['access-control-request-private-network'] === 'true') {
    response.setHeader('Access-Control-Allow-Private-Network', 'true');
  }
  response.writeHead(204);
  response.end();
}
