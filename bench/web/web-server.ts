import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { repoRoot } from './scratch-build';

export interface WebServer {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * `npm start` on loopback, serving the given build (WEB_DIST_DIR) on an empty embedded database
 * in `dataDir`, which the first start fills with the demo. Resolves once /v1/health answers.
 */
export async function startWebServer(distDir: string, dataDir: string): Promise<WebServer> {
  const port = await freePort();
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST_DIR: distDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  process.once('exit', () => child.kill('SIGTERM'));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
    const health = await fetch(`${url}/v1/health`).catch(() => null);
    if (health?.ok) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`npm start did not answer /v1/health within 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
