import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

const serverDir = path.resolve(import.meta.dirname, '../../apps/server');

export interface ServerInstance {
  name: string;
  url: string;
  stop(): Promise<number | null>;
}

/** A free loopback port (the server logs at warn, so it cannot tell us the one it took). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Runs a command of the CLI (`npm run cli -- ...`) against the database and waits for it.
 * `env` overrides the rest (an empty DATABASE_URL and a DATA_DIR: the embedded database there).
 */
export async function runCli(databaseUrl: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: path.join(os.tmpdir(), `comanda-bench-${randomUUID()}`), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`cli ${args.join(' ')} failed (${code}):\n${output}`);
}

/**
 * Starts `src/main.ts` as `npm start` does, on PostgreSQL, and waits until it answers. `env`
 * overrides the rest (an empty DATABASE_URL and a DATA_DIR: the embedded database there).
 */
export async function startServer(name: string, databaseUrl: string, env: Record<string, string> = {}): Promise<ServerInstance> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(os.tmpdir(), `comanda-bench-${randomUUID()}`),
      LOG_LEVEL: 'warn',
      // Every order of the bench comes from loopback: lift the per-address limit of storefront orders.
      STOREFRONT_ORDERS_PER_ADDRESS: '1000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server ${name} exited with ${child.exitCode}`);
    const health = await fetch(`${url}/v1/health`).catch(() => null);
    if (health?.ok) break;
    if (Date.now() > deadline) throw new Error(`server ${name} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    name,
    url,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
