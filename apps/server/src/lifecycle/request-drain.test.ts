import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainRequests } from './request-drain';

/** A server whose /slow and /stream answers end when the test says. */
async function startServer() {
  const release = { slow: () => {}, stream: () => {} };
  let arrived = () => {};
  const arrival = () => new Promise<void>((resolve) => (arrived = resolve));
  const server = http.createServer((request, response) => {
    if (request.url === '/slow') {
      release.slow = () => response.end('slow done');
      arrived();
      return;
    }
    if (request.url === '/stream') {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(': open\n\n');
      release.stream = () => response.end();
      arrived();
      return;
    }
    response.end('ok');
  });
  const drain = drainRequests(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, drain, url, release, arrival };
}

function get(url: string, agent?: http.Agent, headers: http.OutgoingHttpHeaders = {}): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }));
      })
      .on('error', reject);
  });
}

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('draining requests while stopping', () => {
  it('answers new requests 503 on new and kept-alive connections while the ones in flight finish', async () => {
    const { server, drain, url, release, arrival } = await startServer();
    servers.push(server);
    const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect(await get(`${url}/fast`, keepAlive)).toMatchObject({ status: 200, body: 'ok' });

    const slowArrived = arrival();
    const slow = get(`${url}/slow`);
    await slowArrived;
    drain.start();
    let settled = false;
    const ordinaryDone = drain.settled({ streams: false, timeoutMs: 10_000 }).then(() => (settled = true));

    const refused = await get(`${url}/fast`);
    expect(refused.status).toBe(503);
    expect(refused.connection).toBe('close');
    expect(JSON.parse(refused.body)).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', description: 'El servidor se esta reiniciando, reintente en unos segundos' },
    });
    expect((await get(`${url}/fast`, keepAlive)).status).toBe(503);
    expect(settled).toBe(false);

    release.slow();
    expect(await slow).toMatchObject({ status: 200, body: 'slow done' });
    await ordinaryDone;
    keepAlive.destroy();
  });

  it('does not wait for live streams unless asked, and gives up waiting after the timeout', async () => {
    const { server, drain, url, release, arrival } = await startServer();
    servers.push(server);
    const streamArrived = arrival();
    const stream = get(`${url}/stream`, undefined, { accept: 'text/event-stream' });
    await streamArrived;
    drain.start();
    await drain.settled({ streams: false, timeoutMs: 10_000 });

    const started = Date.now();
    await drain.settled({ streams: true, timeoutMs: 300 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);

    const streamsDone = drain.settled({ streams: true, timeoutMs: 10_000 });
    release.stream();
    expect((await stream).status).toBe(200);
    await streamsDone;
  });
});
