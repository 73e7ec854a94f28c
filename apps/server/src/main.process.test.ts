import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './testing/server-process';

describe('the server process (npm start)', () => {
  const dataDir = path.join(os.tmpdir(), `comanda-main-${randomUUID()}`);
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('starts on an empty DATA_DIR, serves the API, and exits cleanly on SIGTERM', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir });
    const health = await fetch(`${server.url}/v1/health`);
    expect(await health.json()).toEqual({ result: { status: 'ok', database: 'ok' } });
    const signIn = await fetch(`${server.url}/v1/backoffice/auth/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@comanda.test', password: 'comanda' }),
    });
    expect(signIn.status).toBe(200);
    // A request still arriving when SIGTERM lands is answered before the process leaves.
    const body = JSON.stringify({ username: 'admin@comanda.test', password: 'comanda' });
    const inFlight = startSlowPost(`${server.url}/v1/backoffice/auth/sign_in`, body);
    await inFlight.headersSent;
    const exit = server.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    inFlight.finish();
    expect(await inFlight.status).toBe(200);
    expect(await exit).toBe(0);
  });

  it('restarts on the same DATA_DIR with its data and without seeding again', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir });
    try {
      const signIn = await fetch(`${server.url}/v1/backoffice/auth/sign_in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin@comanda.test', password: 'comanda' }),
      });
      expect(signIn.status).toBe(200);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});

/** A POST whose body arrives in two parts, so the request is in flight while we act. */
function startSlowPost(url: string, body: string) {
  const half = Math.floor(body.length / 2);
  const request = http.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const status = new Promise<number | undefined>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('error', reject);
  });
  const headersSent = new Promise<void>((resolve) => {
    request.write(body.slice(0, half), () => setTimeout(resolve, 300));
  });
  return { status, headersSent, finish: () => request.end(body.slice(half)) };
}
