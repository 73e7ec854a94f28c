import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataDirLockedError,
  LOCK_FILE_NAME,
  type LockHolder,
  lockDataDir,
  refusalMessage,
} from './data-dir-lock';

const folders: string[] = [];
function freshDataDir(): string {
  const dir = path.join(os.tmpdir(), `comanda-lock-${randomUUID()}`);
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function writeHolder(dataDir: string, holder: Partial<LockHolder>): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const full: LockHolder = { pid: 1, hostname: os.hostname(), role: 'server', port: 8080, startedAt: '', ...holder };
  fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), JSON.stringify(full));
}

function readHolder(dataDir: string): LockHolder {
  return JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8')) as LockHolder;
}

/** A pid that belonged to a process which has already ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

function lockError(run: () => unknown): DataDirLockedError {
  try {
    run();
  } catch (error) {
    if (error instanceof DataDirLockedError) return error;
    throw error;
  }
  throw new Error('expected the lock to be refused');
}

describe('the DATA_DIR lock', () => {
  it('creates a file naming its holder (pid, role, port once listening) and removes it on release', () => {
    const dataDir = freshDataDir();
    const lock = lockDataDir(dataDir, 'server');
    expect(readHolder(dataDir)).toMatchObject({ pid: process.pid, hostname: os.hostname(), role: 'server', port: null });
    lock.setPort(8123);
    expect(readHolder(dataDir)).toMatchObject({ pid: process.pid, port: 8123 });
    lock.release();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    lock.release();
    // Nothing else is left behind in the folder.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('is refused while held, even by the same process, and free again after release', () => {
    const dataDir = freshDataDir();
    const lock = lockDataDir(dataDir, 'server');
    lock.setPort(8123);
    const refused = lockError(() => lockDataDir(dataDir, 'cli'));
    expect(refused.holder).toMatchObject({ pid: process.pid, role: 'server', port: 8123 });
    expect(refusalMessage(refused, 'cli')).toBe(
      `La base embebida en ${dataDir} esta en uso por el servidor de Comanda (pid ${process.pid}, puerto 8123): ` +
        'no se hizo ningun cambio. Detenga el servidor y repita el comando, o use PostgreSQL (DATABASE_URL), ' +
        'donde la CLI funciona con el servidor en marcha.',
    );
    expect(refusalMessage(refused, 'server')).toContain('este servidor no se inicia. Detenga ese servidor antes de iniciar otro');
    lock.release();
    lockDataDir(dataDir, 'cli').release();
  });

  it('is refused while another live process holds it', async () => {
    const dataDir = freshDataDir();
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      writeHolder(dataDir, { pid: other.pid, role: 'cli', port: null });
      const refused = lockError(() => lockDataDir(dataDir, 'server'));
      expect(refused.holder).toMatchObject({ pid: other.pid, role: 'cli' });
      expect(refusalMessage(refused, 'server')).toContain(`un comando de la CLI (pid ${other.pid})`);
      expect(refusalMessage(refused, 'server')).toContain('Espere a que termine el comando de la CLI');
      expect(readHolder(dataDir).pid).toBe(other.pid);
    } finally {
      other.kill();
      await new Promise((resolve) => other.once('exit', resolve));
    }
    // Once that process is gone, its lock is stale and taken over.
    const lock = lockDataDir(dataDir, 'server');
    expect(readHolder(dataDir).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock whose process has died, or which an earlier run with our pid left', () => {
    const dataDir = freshDataDir();
    writeHolder(dataDir, { pid: deadPid() });
    const lock = lockDataDir(dataDir, 'cli');
    expect(readHolder(dataDir)).toMatchObject({ pid: process.pid, role: 'cli' });
    lock.release();

    writeHolder(dataDir, { pid: process.pid, startedAt: 'yesterday' });
    const again = lockDataDir(dataDir, 'server');
    expect(readHolder(dataDir)).toMatchObject({ pid: process.pid, role: 'server', port: null });
    again.release();
  });

  it('takes over a damaged lock file', () => {
    const dataDir = freshDataDir();
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), '{"pid":');
    lockDataDir(dataDir, 'server').release();
  });

  it("refuses a lock held from another machine, saying which and how to clear it", () => {
    const dataDir = freshDataDir();
    writeHolder(dataDir, { pid: deadPid(), hostname: 'otro-equipo' });
    const refused = lockError(() => lockDataDir(dataDir, 'cli'));
    expect(refusalMessage(refused, 'cli')).toContain('en el equipo otro-equipo');
    expect(refusalMessage(refused, 'cli')).toContain(`borre ${path.join(dataDir, LOCK_FILE_NAME)}`);
  });

  it('does not remove a lock that is no longer its own', () => {
    const dataDir = freshDataDir();
    const lock = lockDataDir(dataDir, 'server');
    writeHolder(dataDir, { pid: 4242, startedAt: 'someone else' });
    lock.release();
    expect(readHolder(dataDir).startedAt).toBe('someone else');
  });
});
