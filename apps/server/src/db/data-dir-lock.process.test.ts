import { execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { authRoutes } from '@comanda/contract/auth';
import { type ServerProcess, startServerProcess } from '../testing/server-process';
import { createTestDatabase } from '../testing/test-app';
import { LOCK_FILE_NAME, type LockHolder } from './data-dir-lock';

const serverDir = path.resolve(import.meta.dirname, '../..');
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});
function freshDataDir(): string {
  const dir = path.join(os.tmpdir(), `comanda-lock-process-${randomUUID()}`);
  folders.push(dir);
  return dir;
}

/** Runs `npm run cli -- <args>` as a real process on the given environment. */
function cli(env: Record<string, string>, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli.ts', ...args],
      { cwd: serverDir, env: { ...process.env, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The rider's active powers, by store slug, as the running server sees them. */
async function riderStores(server: ServerProcess): Promise<string[]> {
  const signIn = await fetch(`${server.url}${authRoutes.signIn.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'rider@comanda.test', password: 'comanda' }),
  });
  const { token } = authRoutes.signIn.response.parse(((await signIn.json()) as { result: unknown }).result);
  const powers = await fetch(`${server.url}${authRoutes.powers.path}`, { headers: { authorization: `Bearer ${token}` } });
  const list = authRoutes.powers.response.parse(((await powers.json()) as { result: unknown }).result);
  return list.data.map((power) => power.store.slug);
}

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

if (!onPostgres) {
  describe('the embedded database (PGlite) while the server runs', () => {
    it('refuses the CLI commands that open it, changing nothing, and a second server; after a stop the CLI works', async () => {
      const dataDir = freshDataDir();
      const env = { DATA_DIR: dataDir };
      const server = await startServerProcess(env);
      let restarted: ServerProcess | undefined;
      try {
        expect(await riderStores(server)).toContain('centro');
        const holder = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8')) as LockHolder;
        expect(holder).toMatchObject({ pid: server.child.pid, role: 'server', port: Number(new URL(server.url).port) });

        // The four commands the probe saw "succeed" and lose their change.
        const refused = await Promise.all([
          cli(env, 'power', 'revoke', '--email', 'rider@comanda.test', '--store', 'centro'),
          cli(env, 'user', 'deactivate', '--email', 'staff@comanda.test'),
          cli(env, 'user', 'add', '--email', 'nueva@comanda.test', '--first-name', 'Ana', '--last-name', 'Paz', '--password', 'secreto1'),
          cli(env, 'power', 'grant', '--email', 'staff@comanda.test', '--store', 'centro', '--role', 'admin'),
        ]);
        for (const result of refused) {
          expect(result.code).toBe(1);
          expect(result.stdout).toBe('');
          expect(result.stderr).toBe(
            `Error: La base embebida en ${dataDir} esta en uso por el servidor de Comanda ` +
              `(pid ${server.child.pid}, puerto ${new URL(server.url).port}): no se hizo ningun cambio. ` +
              'Detenga el servidor y repita el comando, o use PostgreSQL (DATABASE_URL), ' +
              'donde la CLI funciona con el servidor en marcha.\n',
          );
        }

        // A second server on the same folder says why and leaves; the first keeps serving.
        const second = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
          cwd: serverDir,
          env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let secondErr = '';
        second.stderr.on('data', (chunk: Buffer) => (secondErr += chunk.toString()));
        const secondCode = await new Promise((resolve) => second.once('exit', resolve));
        expect(secondCode).toBe(1);
        expect(secondErr).toContain(`esta en uso por el servidor de Comanda (pid ${server.child.pid}`);
        expect(secondErr).toContain('este servidor no se inicia. Detenga ese servidor antes de iniciar otro');
        expect(secondErr).not.toContain('Aborted');
        expect(await riderStores(server)).toContain('centro');

        expect(await server.stop()).toBe(0);
        expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

        // Stopped: the revoke takes effect, and the next start sees it.
        const revoke = await cli(env, 'power', 'revoke', '--email', 'rider@comanda.test', '--store', 'centro');
        expect(revoke).toMatchObject({ code: 0, stdout: 'rider@comanda.test ya no tiene poder en centro.\n' });
        expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
        restarted = await startServerProcess(env);
        expect(await riderStores(restarted)).not.toContain('centro');
      } finally {
        if (server.child.exitCode === null) await server.stop();
        if (restarted) expect(await restarted.stop()).toBe(0);
      }
    });
  });
} else {
  describe('PostgreSQL (DATABASE_URL)', () => {
    it('locks nothing: two servers and the CLI work on one database and one DATA_DIR together', async () => {
      const { databaseUrl, drop } = await createTestDatabase();
      const env = { DATA_DIR: freshDataDir(), DATABASE_URL: databaseUrl ?? '' };
      const servers: ServerProcess[] = [];
      try {
        servers.push(await startServerProcess(env), await startServerProcess(env));
        const added = await cli(env, 'user', 'add', '--email', 'nueva@comanda.test', '--first-name', 'Ana', '--last-name', 'Paz', '--password', 'secreto1');
        expect(added).toMatchObject({ code: 0 });
        expect(added.stdout).toContain('Usuario creado: nueva@comanda.test');
        expect(fs.existsSync(path.join(env.DATA_DIR, LOCK_FILE_NAME))).toBe(false);
        for (const server of servers) {
          const signIn = await fetch(`${server.url}${authRoutes.signIn.path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: 'nueva@comanda.test', password: 'secreto1' }),
          });
          expect(signIn.status).toBe(200);
        }
      } finally {
        for (const server of servers) await server.stop();
        await drop();
      }
    });
  });
}

describe('several processes taking a stale lock at once', () => {
  it('gives it to exactly one', async () => {
    const dataDir = freshDataDir();
    fs.mkdirSync(dataDir, { recursive: true });
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    const stale: LockHolder = { pid: gone.pid ?? 0, hostname: os.hostname(), role: 'server', port: 8080, startedAt: '' };
    fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), JSON.stringify(stale));
    // The winner holds on until its stdin closes, so a slow starter still finds it alive.
    const script = `
      import { lockDataDir } from ${JSON.stringify(path.join(import.meta.dirname, 'data-dir-lock.ts'))};
      try {
        lockDataDir(process.argv[1], 'cli');
        process.stdout.write('won');
        process.stdin.on('data', () => {}).on('end', () => process.exit(0));
      } catch (error) { process.stdout.write(error.name); }
    `;
    const takers = Array.from({ length: 4 }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dataDir]);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const outcome = new Promise<string>((resolve) => child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString())));
      return { child, exited, outcome };
    });
    const outcomes = await Promise.all(takers.map((taker) => taker.outcome));
    for (const taker of takers) taker.child.stdin.end();
    await Promise.all(takers.map((taker) => taker.exited));
    expect(outcomes.filter((outcome) => outcome === 'won')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'DataDirLockedError')).toHaveLength(3);
    // The winner let go when it exited.
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });
});
