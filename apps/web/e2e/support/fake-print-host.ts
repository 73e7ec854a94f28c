import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PrintRequest {
  /** The query as sent (ticket=kitchen, reprint=1). */
  search: URLSearchParams;
  /** The order JSON. */
  order: { id: string; number: number };
}

export interface FakePrintHost {
  /** What the app stores under print_host to reach it. */
  url: string;
  requests: PrintRequest[];
  /** Answer every POST with this status from now on (200 by default). */
  answerWith(status: number): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * A stand-in for the print host on loopback: it takes the web app's POST /print from the app's
 * origin only (CORS, with the preflight a JSON body needs) and records it.
 */
export async function startFakePrintHost(appOrigin: string): Promise<FakePrintHost> {
  const requests: PrintRequest[] = [];
  let status = 200;
  const cors = (response: ServerResponse) => {
    response.setHeader('Access-Control-Allow-Origin', appOrigin);
    response.setHeader('Vary', 'Origin');
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.headers.origin !== appOrigin || url.pathname !== '/print') {
      response.writeHead(403).end();
      return;
    }
    cors(response);
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'POST');
      response.setHeader('Access-Control-Allow-Headers', 'Content-Type');
      response.writeHead(204).end();
      return;
    }
    if (request.method !== 'POST') {
      response.writeHead(405).end();
      return;
    }
    void readBody(request).then((body) => {
      requests.push({ search: url.searchParams, order: JSON.parse(body) as PrintRequest['order'] });
      const answer =
        status < 300
          ? { result: { printed: true, duplicate: false } }
          : { error: { code: 'PRINTER:QUEUE', description: 'No se pudo guardar la cola' } };
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/print`,
    requests,
    answerWith: (next) => void (status = next),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
