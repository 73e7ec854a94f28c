import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { type Server, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origins of the servers under test, one per worker, e.g. http://127.0.0.1:41234 (see server-url.ts). */
    baseUrls: string[];
  }
}

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const webDist = path.join(repoRoot, 'apps/web/dist/index.html');
const STARTUP_TIMEOUT_MS = 90_000;

/** `count` distinct free ports: each probe stays open until all are found, so none repeats. */
async function freePorts(count: number): Promise<number[]> {
  const probes = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const probe = createServer();
          probe.unref();
          probe.on('error', reject);
          probe.listen(0, '127.0.0.1', () => resolve(probe));
        }),
    ),
  );
  const ports = probes.map((probe) => {
    const address = probe.address();
    return typeof address === 'object' && address ? address.port : 0;
  });
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`The server exited with code ${server.exitCode}:\n${output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer /v1/health within ${STARTUP_TIMEOUT_MS} ms:\n${output()}`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Starts `apps/server/src/main.ts` on a free port with an empty embedded database (it seeds the demo). */
async function startServer(name: string, port: number): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'comanda-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  // The tests need the embedded database and the freshly built app, whatever the shell says.
  delete env.DATABASE_URL;
  delete env.WEB_DIST_DIR;

  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
    process.stderr.write(`[${name}] ${chunk.toString()}`);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  const baseUrl = `http://127.0.0.1:${port}`;
  const stopAndClean = async () => {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server, () => log);
  } catch (error) {
    await stopAndClean();
    throw error;
  }
  return { baseUrl, stop: stopAndClean };
}

/**
 * One server per worker, so that two files run at once and each still has a server to itself,
 * as when files ran one after the other against one server.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(webDist)) {
    throw new Error('apps/web/dist is missing: run `npm run build -w apps/web` (npm run test:e2e does).');
  }
  const ports = await freePorts(Math.max(1, project.config.maxWorkers));
  const started = await Promise.allSettled(ports.map((port, i) => startServer(`server ${i + 1}`, port)));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = () => Promise.all(servers.map((server) => server.stop())).then(() => undefined);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'baseUrls',
    servers.map((server) => server.baseUrl),
  );
  return stopAll;
}
