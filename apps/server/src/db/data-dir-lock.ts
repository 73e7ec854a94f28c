import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * PGlite keeps the embedded database in one process's memory and writes its files behind it: a
 * second process that opens the same folder sees stale data, loses what it writes, or aborts. So
 * whoever opens DATA_DIR's database (the server, a CLI command) first takes this lock, a file
 * naming the holder, and lets it go when it closes. On PostgreSQL (DATABASE_URL) nothing is locked.
 *
 * Written by hand rather than with proper-lockfile: that library decides staleness by a mtime the
 * holder must keep touching, and stores nobody's pid or port. Here a lock is stale when its
 * process is gone, which is known at once after a crash, and the refusal can say who holds it.
 */

export const LOCK_FILE_NAME = 'comanda.lock';

export type LockRole = 'server' | 'cli';

/** What the lock file says about its holder. */
export interface LockHolder {
  pid: number;
  hostname: string;
  role: LockRole;
  /** The server's HTTP port once it listens; null before, and for the CLI. */
  port: number | null;
  startedAt: string;
}

export interface DataDirLock {
  readonly path: string;
  /** Records the port the server listens on, for the refusal message of whoever comes next. */
  setPort(port: number): void;
  /** Removes the lock file if it is still this holder's; safe to call more than once. */
  release(): void;
}

/** Another live process holds the lock: nothing was opened. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly lockPath: string,
    readonly holder: LockHolder,
  ) {
    super(`La base embebida en ${dataDir} esta en uso por ${describeHolder(holder)}`);
    this.name = 'DataDirLockedError';
  }
}

export function describeHolder(holder: LockHolder): string {
  const where = holder.hostname === os.hostname() ? '' : ` en el equipo ${holder.hostname}`;
  if (holder.role === 'cli') return `un comando de la CLI (pid ${holder.pid}${where})`;
  const port = holder.port === null ? '' : `, puerto ${holder.port}`;
  return `el servidor de Comanda (pid ${holder.pid}${port}${where})`;
}

/** The refusal in full: who holds the folder and what to do, for the CLI or a second server. */
export function refusalMessage(error: DataDirLockedError, refused: LockRole): string {
  const { holder } = error;
  const elsewhere =
    holder.hostname === os.hostname()
      ? ''
      : ` Si en ese equipo no corre nada de Comanda sobre esta carpeta, borre ${error.lockPath}.`;
  if (refused === 'cli') {
    const what =
      holder.role === 'server'
        ? 'Detenga el servidor y repita el comando, o use PostgreSQL (DATABASE_URL), donde la CLI funciona con el servidor en marcha.'
        : 'Espere a que ese comando termine y repita este.';
    return `${error.message}: no se hizo ningun cambio. ${what}${elsewhere}`;
  }
  const what =
    holder.role === 'server'
      ? 'Detenga ese servidor antes de iniciar otro, o use PostgreSQL (DATABASE_URL) para correr varias instancias.'
      : 'Espere a que termine el comando de la CLI y vuelva a iniciar el servidor.';
  return `${error.message}: este servidor no se inicia. ${what}${elsewhere}`;
}

/** Locks this process already holds: a second take from the same process is refused too. */
const heldHere = new Set<string>();

/** Takes the lock on `dataDir` (creating the folder), or throws DataDirLockedError. */
export function lockDataDir(dataDir: string, role: LockRole): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  let holder: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    role,
    port: null,
    startedAt: new Date().toISOString(),
  };
  let content = JSON.stringify(holder);

  // Each pass either creates the file, refuses for a live holder, or clears a stale one and
  // tries again; a few passes cover other processes racing for the same stale lock.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (createExclusive(lockPath, content)) {
      heldHere.add(lockPath);
      let released = false;
      const releaseOnExit = () => handle.release();
      const handle: DataDirLock = {
        path: lockPath,
        setPort(port) {
          holder = { ...holder, port };
          const next = JSON.stringify(holder);
          // Replaced through a rename, so a reader never sees a half-written file.
          const temporary = `${lockPath}.${randomUUID()}.tmp`;
          fs.writeFileSync(temporary, next);
          fs.renameSync(temporary, lockPath);
          content = next;
        },
        release() {
          if (released) return;
          released = true;
          heldHere.delete(lockPath);
          process.removeListener('exit', releaseOnExit);
          if (readText(lockPath) === content) fs.rmSync(lockPath, { force: true });
        },
      };
      // A crash that still runs exit handlers (an uncaught error) lets go too; a kill -9 leaves
      // the file, and the next taker finds its process gone.
      process.on('exit', releaseOnExit);
      return handle;
    }
    const found = readText(lockPath);
    if (found === null) continue; // released meanwhile
    const current = parseHolder(found);
    if (current && isAlive(current, lockPath)) throw new DataDirLockedError(dataDir, lockPath, current);
    removeIfUnchanged(lockPath, found);
  }
  throw new Error(`No se pudo tomar el bloqueo ${lockPath}: otros procesos compiten por el; reintente`);
}

/** Creates the file with its content in one step (a hard link of a full temporary file). */
function createExclusive(lockPath: string, content: string): boolean {
  const temporary = `${lockPath}.${randomUUID()}.tmp`;
  fs.writeFileSync(temporary, content);
  try {
    fs.linkSync(temporary, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid !== 'number' || typeof value.hostname !== 'string') return null;
    return {
      pid: value.pid,
      hostname: value.hostname,
      role: value.role === 'cli' ? 'cli' : 'server',
      port: typeof value.port === 'number' ? value.port : null,
      startedAt: typeof value.startedAt === 'string' ? value.startedAt : '',
    };
  } catch {
    return null; // not ours, or damaged: nobody can be holding it through this file
  }
}

function isAlive(holder: LockHolder, lockPath: string): boolean {
  // A process on another machine sharing the folder cannot be checked: assume it lives.
  if (holder.hostname !== os.hostname()) return true;
  // Our own pid in the file is an earlier run whose pid came back (a container restarting),
  // unless this very process holds it.
  if (holder.pid === process.pid) return heldHere.has(lockPath);
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists under another user.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/**
 * Clears a stale lock without clearing a fresh one that replaced it meanwhile: the file is moved
 * aside atomically (only one racer gets it), and put back if it is not the stale one we read.
 */
function removeIfUnchanged(lockPath: string, staleContent: string): void {
  const aside = `${lockPath}.${randomUUID()}.stale`;
  try {
    fs.renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    if (readText(aside) !== staleContent) {
      try {
        fs.linkSync(aside, lockPath);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  } finally {
    fs.rmSync(aside, { force: true });
  }
}
