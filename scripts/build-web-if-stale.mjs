// `npm start` builds the web app only when a source is newer than the last build,
// so a restart serves at once and a fresh clone still gets a build.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contract/src'];

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

/** Builds apps/web/dist if stale; a stop signal meanwhile ends the build and this process. */
export async function buildWebIfStale() {
  const builtAt = fs.statSync(built, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  if (changedAt <= builtAt) {
    console.log('Web app is up to date.');
    return;
  }
  console.log('Building the web app...');
  const build = spawn('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  const stop = (signal) => {
    build.kill(signal);
    process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  const code = await new Promise((resolve, reject) => {
    build.once('error', reject);
    build.once('exit', (exitCode) => resolve(exitCode));
  });
  process.removeListener('SIGTERM', stop);
  process.removeListener('SIGINT', stop);
  if (code !== 0) throw new Error(`The web app build failed (exit code ${code}).`);
}
