import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const SETUP_LINK = /https?:\/\/\S+\/configuracion-inicial\/[\w-]+/;

export interface EmptyServer {
  baseUrl: string;
  /** The one-time setup link the first start printed. */
  setupLink: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A real store's first start: the server on an empty data folder without the demo (DEMO=false),
 * resolved once it has printed its setup link. Its own process, apart from the suite's servers.
 */
export async function startEmptyServer(timeoutMs = 90_000): Promise<EmptyServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'comanda-e2e-empty-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: 'false',
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.WEB_DIST_DIR;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => server.kill('SIGKILL'), 10_000);
        server.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        server.kill('SIGTERM');
      });
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  let output = '';
  try {
    const setupLink = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No setup link within ${timeoutMs} ms:\n${output}`)), timeoutMs);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const link = SETUP_LINK.exec(output)?.[0];
        if (link) {
          clearTimeout(timer);
          resolve(link);
        }
      };
      server.stdout.on('data', read);
      server.stderr.on('data', read);
      server.once('exit', (code) => reject(new Error(`The server exited with code ${code}:\n${output}`)));
    });
    return { baseUrl, setupLink, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
