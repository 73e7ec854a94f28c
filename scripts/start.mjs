// `npm start`: build the web app if stale, then run the server in this very process (npm execs
// it), so SIGTERM and SIGINT reach the server's own handlers: it drains, closes the database and
// frees DATA_DIR. A shell or a second npm in between would die on the signal and orphan it.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildWebIfStale } from './build-web-if-stale.mjs';

const serverDir = path.resolve(import.meta.dirname, '../apps/server');

// A WEB_DIST_DIR of your own is served as it is.
if (!process.env.WEB_DIST_DIR) await buildWebIfStale();

// Same working folder as before (DATA_DIR defaults to apps/server/data), then TypeScript loading
// as `node --import tsx` does, reading apps/server's tsconfig.
process.chdir(serverDir);
await import('tsx');
await import(pathToFileURL(path.join(serverDir, 'src/main.ts')).href);
