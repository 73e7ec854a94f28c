import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { createTestApp, type TestApp } from './testing/test-app';

/** A raw connection that records what the server sends and when it closes. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  const ready = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, ready, closed, received: () => received };
}

/** Writes `text` one byte every `everyMs` until the socket closes; answers how many bytes went. */
function trickle(socket: net.Socket, text: string, everyMs: number): () => number {
  let sent = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || sent >= text.length) return clearInterval(timer);
    socket.write(text[sent] ?? '');
    sent += 1;
  }, everyMs);
  socket.once('close', () => clearInterval(timer));
  return () => sent;
}

describe('HTTP timeouts', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { HTTP_HEADERS_TIMEOUT_MS: '800', HTTP_REQUEST_TIMEOUT_MS: '1500' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  it('has defaults that cut slow requests in minutes at most, and keep-alive past a balancer\'s 60 s', () => {
    expect(readConfig({}).http).toEqual({
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 120_000,
      connectionTimeoutMs: 120_000,
      keepAliveTimeoutMs: 72_000,
      checkIntervalMs: 5_000,
    });
    expect(() => readConfig({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '1000' })).toThrow(/HTTP_HEADERS_TIMEOUT_MS/);
    expect(() => readConfig({ HTTP_CONNECTION_TIMEOUT_MS: '1000', STREAM_HEARTBEAT_MS: '15000' })).toThrow(
      /HTTP_CONNECTION_TIMEOUT_MS/,
    );
  });

  it('cuts a body trickled one byte every 200 ms with 408 once the request timeout is over', async () => {
    const body = JSON.stringify({ username: 'admin@comanda.test', password: 'x'.repeat(100) });
    const connection = connect(port);
    await connection.ready;
    const started = Date.now();
    connection.socket.write(
      `POST /v1/backoffice/auth/sign_in HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n`,
    );
    const sent = trickle(connection.socket, body, 200);
    const closedAt = await connection.closed;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
    // Cut after the 1.5 s timeout (checked every 200 ms), long before the whole body (about 25 s).
    expect(closedAt - started).toBeGreaterThanOrEqual(1_400);
    expect(closedAt - started).toBeLessThan(6_000);
    expect(sent()).toBeLessThan(body.length);
  });

  it('cuts headers trickled one byte every 100 ms once the headers timeout is over', async () => {
    const connection = connect(port);
    await connection.ready;
    const started = Date.now();
    const sent = trickle(connection.socket, `GET /v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'a'.repeat(200)}\r\n\r\n`, 100);
    const closedAt = await connection.closed;
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAt - started).toBeLessThan(5_000);
    expect(sent()).toBeLessThan(200);
  });

  it('still serves a kept-alive connection that sat idle longer than those timeouts', async () => {
    const connection = connect(port);
    await connection.ready;
    const request = 'GET /v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';
    connection.socket.write(request);
    await expect.poll(() => connection.received(), { timeout: 5_000 }).toMatch(/"status":"ok"/);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    connection.socket.write(request);
    await expect.poll(() => connection.received().match(/HTTP\/1\.1 200 /g)?.length, { timeout: 5_000 }).toBe(2);
    connection.socket.destroy();
  });
});
