import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { authRoutes } from '@comanda/contract/auth';
import { deviceRoutes } from '@comanda/contract/devices';
import { fillPath, type RouteDefinition, type RouteResult } from '@comanda/contract/route';
import { openEventStreamClient } from '../../testing/event-stream-client';
import { startServerProcess } from '../../testing/server-process';

describe('the server process with open streams', () => {
  const dataDir = path.join(os.tmpdir(), `comanda-events-${randomUUID()}`);
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('ends every stream on SIGTERM and exits at once with code 0', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir });
    try {
      const call = async <R extends RouteDefinition>(
        route: R,
        options: { params?: Record<string, string>; body?: unknown; headers?: Record<string, string> } = {},
      ): Promise<RouteResult<R>> => {
        const response = await fetch(`${server.url}${fillPath(route.path, options.params)}`, {
          method: route.method,
          headers: { 'content-type': 'application/json', ...options.headers },
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
        });
        return route.response.parse(((await response.json()) as { result: unknown }).result) as RouteResult<R>;
      };
      const signIn = await call(authRoutes.signIn, { body: { username: 'admin@comanda.test', password: 'comanda' } });
      const session = { authorization: `Bearer ${signIn.token}` };
      const deviceId = randomUUID();
      await call(deviceRoutes.register, { params: { deviceId }, body: {} });
      const powers = await call(authRoutes.powers, { headers: session });
      const centro = powers.data.find((power) => power.store.slug === 'centro');
      const access = await call(authRoutes.access, {
        headers: { ...session, 'device-id': deviceId },
        body: { power_id: centro?.id },
      });
      const headers = { authorization: `Bearer ${access.token}`, 'device-id': deviceId };
      const streams = [await openEventStreamClient(server.url, headers), await openEventStreamClient(server.url, headers)];
      await Promise.all(streams.map((stream) => stream.next((event) => event.type === 'ready')));

      const started = Date.now();
      const exit = server.stop();
      await Promise.all(streams.map((stream) => stream.ended));
      expect(await exit).toBe(0);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      if (server.child.exitCode === null) await server.stop();
    }
  });
});
