import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME, type LockHolder } from './db/data-dir-lock';
import { createTestDatabase } from './testing/test-app';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** `npm start` from the repository root, as a user runs it, on its own DATA_DIR and a free port. */
async function npmStart(env: Record<string, string>) {
  // The npm running this test passes its settings down as npm_* variables; a user's shell has none.
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: { ...clean, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
  return { child, url, exited, output: () => output };
}

/** A POST whose body arrives in two parts, so it is in flight while the test acts. */
function slowPost(url: string, body: string) {
  const half = Math.floor(body.length / 2);
  const request = http.request(url, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const status = new Promise<number | undefined>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('error', reject);
  });
  const started = new Promise<void>((resolve) => request.write(body.slice(0, half), () => setTimeout(resolve, 300)));
  return { status, started, finish: () => request.end(body.slice(half)) };
}

/** GET on a given agent; rejects on a reset, so a reset fails the test. */
function get(url: string, agent: http.Agent | false): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

function portRefuses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm start and SIGTERM', () => {
  const dataDir = path.join(os.tmpdir(), `comanda-npm-start-${randomUUID()}`);
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('drains on SIGTERM: new requests get 503, the one in flight finishes, then the server exits, freeing the port and DATA_DIR', async () => {
    const env: Record<string, string> = { DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web-build') };
    let child: ChildProcess | undefined;
    // Both databases: PGlite by default, a fresh PostgreSQL database when TEST_DATABASE_URL is set.
    if (process.env.TEST_DATABASE_URL) {
      const { databaseUrl, drop } = await createTestDatabase();
      env.DATABASE_URL = databaseUrl ?? '';
      cleanups.push(drop);
    }
    try {
      const started = await npmStart(env);
      child = started.child;
      const { url } = started;
      const port = Number(new URL(url).port);
      expect(await (await fetch(`${url}/v1/health`)).json()).toEqual({ result: { status: 'ok', database: 'ok' } });
      const lockPath = path.join(dataDir, LOCK_FILE_NAME);
      const serverPid = process.env.TEST_DATABASE_URL ? undefined : (JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockHolder).pid;

      const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });
      expect((await get(`${url}/v1/health`, keepAlive)).status).toBe(200);
      const body = JSON.stringify({ username: 'admin@comanda.test', password: 'comanda' });
      const inFlight = slowPost(`${url}/v1/backoffice/auth/sign_in`, body);
      await inFlight.started;

      const stoppedAt = Date.now();
      child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      // While it drains: on a new connection and on one kept alive, 503 in the error envelope.
      for (const agent of [false, keepAlive] as const) {
        const refused = await get(`${url}/v1/health`, agent);
        expect(refused.status).toBe(503);
        expect(JSON.parse(refused.body)).toEqual({
          error: { code: 'SERVICE_UNAVAILABLE', description: 'El servidor se esta reiniciando, reintente en unos segundos' },
        });
      }
      inFlight.finish();
      // The demo exists only on PGlite (PostgreSQL is never seeded): answered either way, never cut.
      expect(await inFlight.status).toBe(process.env.TEST_DATABASE_URL ? 401 : 200);

      expect(await started.exited).toBe(0);
      expect(Date.now() - stoppedAt).toBeLessThan(10_000);
      expect(await portRefuses(port)).toBe(true);
      expect(fs.existsSync(lockPath)).toBe(false);
      if (serverPid !== undefined) expect(isRunning(serverPid)).toBe(false);
      keepAlive.destroy();
    } finally {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });

  it('stops on SIGINT (Ctrl+C) too, and starts again on the same DATA_DIR', async () => {
    const env = { DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web-build'), DATABASE_URL: '' };
    const started = await npmStart(env);
    try {
      expect((await fetch(`${started.url}/v1/health`)).status).toBe(200);
      started.child.kill('SIGINT');
      expect(await started.exited).toBe(0);
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    } finally {
      if (started.child.exitCode === null && started.child.signalCode === null) started.child.kill('SIGKILL');
    }
  });
});
