/**
 * Web app benchmark: what each screen makes the browser download, and Lighthouse in mobile mode.
 *
 *   npm run bench:web                           # build, sizes, Lighthouse 3 runs on /login, /orders, /tienda/centro
 *   npm run bench:web -- --runs 1               # one Lighthouse run per page (the figures vary)
 *   npm run bench:web -- --uncompressed         # the same build without its .br/.gz: plain files, as before
 *   npm run bench:web -- --dist apps/web/dist   # an existing build (`npm run build`), not rebuilt
 *   npm run bench:web -- --sizes-only           # no server, no Lighthouse
 *   npm run bench:web -- --save reports         # also writes each run's Lighthouse report (JSON) there
 *
 * It builds the web app into a scratch folder (apps/web/dist is left alone) and prints, for each
 * screen, the JS and CSS it loads at first (from the Vite manifest and source maps), raw, gzip
 * and brotli. Then it starts the real server with `npm start` on a scratch DATA_DIR (the demo data)
 * serving that build, and runs Lighthouse against the system Chromium on /login, the customers'
 * ordering page /tienda/centro (its own entry, tienda.html) and, signed in as the demo admin of
 * `centro`, /orders. All of it stays on loopback; the bench says so, or
 * lists what was not.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type LighthouseFigures, runLighthouse } from './lighthouse-run';
import { watchOutboundSockets } from './loopback-watch';
import { measureRouteAssets, type Sizes } from './route-assets';
import { benchRoutes, lighthouseRoutes, publicRoutes, TIENDA_ROUTE } from './routes';
import { buildWebApp, removePrecompressed, repoRoot, webRoot } from './scratch-build';
import { signedInStorage } from './staff-tokens';
import { startWebServer } from './web-server';

const ADMIN = { email: 'admin@comanda.test', password: 'comanda', store: 'centro' };
const GOAL_LOGIN_JS_GZIP_KB = 150;
const GOAL_TIENDA_JS_GZIP_KB = 90;
const GOAL_PERFORMANCE = 90;

interface Options {
  runs: number;
  uncompressed: boolean;
  dist?: string;
  sizesOnly: boolean;
  save?: string;
}

function readOptions(argv: string[]): Options {
  const options: Options = { runs: 3, uncompressed: false, sizesOnly: false };
  for (let i = 0; i < argv.length; i += 1) {
    const [name, inline] = (argv[i] ?? '').split('=', 2);
    const value = () => inline ?? argv[++i] ?? '';
    if (name === '--runs') {
      options.runs = Number(value());
      if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs must be a whole number from 1');
    } else if (name === '--uncompressed') options.uncompressed = true;
    else if (name === '--dist') options.dist = path.resolve(repoRoot, value());
    else if (name === '--sizes-only') options.sizesOnly = true;
    else if (name === '--save') options.save = path.resolve(process.cwd(), value());
    else throw new Error(`Unknown option ${name}; see the top of bench/web/web.bench.ts`);
  }
  if (options.dist && options.uncompressed) throw new Error('--uncompressed deletes files: use it on the bench\'s own build, not with --dist');
  return options;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (value: number) => Math.round(value).toLocaleString('en-US');
const pad = (text: string | number, width: number) => String(text).padStart(width);

function printSizes(distDir: string) {
  const { routes, lazyElsewhere } = measureRouteAssets(distDir, webRoot, benchRoutes);
  console.log('\nInitial JS and CSS per screen, in KB (1 KB = 1,000 bytes), each file compressed on its own:');
  console.log(`${'route'.padEnd(22)}${pad('JS files', 9)}${pad('raw', 9)}${pad('gzip', 9)}${pad('brotli', 9)}   ${pad('CSS files', 9)}${pad('raw', 9)}${pad('gzip', 9)}${pad('brotli', 9)}`);
  const row = (sizes: Sizes) => `${pad(sizes.files, 9)}${pad(kb(sizes.raw), 9)}${pad(kb(sizes.gzip), 9)}${pad(kb(sizes.brotli), 9)}`;
  for (const route of routes) console.log(`${route.path.padEnd(22)}${row(route.js)}   ${row(route.css)}`);
  console.log(`Lazy chunks that none of these screens loads at first: ${lazyElsewhere}.`);
  const login = routes.find((route) => route.path === '/login');
  if (login) {
    const met = login.js.gzip / 1000 <= GOAL_LOGIN_JS_GZIP_KB;
    console.log(`Goal: /login initial JS <= ${GOAL_LOGIN_JS_GZIP_KB} KB gzip: ${kb(login.js.gzip)} KB, ${met ? 'met' : 'NOT met'}.`);
  }
  const tienda = routes.find((route) => route.path === TIENDA_ROUTE);
  if (tienda) {
    const met = tienda.js.gzip / 1000 <= GOAL_TIENDA_JS_GZIP_KB;
    console.log(
      `Goal: ${TIENDA_ROUTE} initial JS <= ${GOAL_TIENDA_JS_GZIP_KB} KB gzip: ${kb(tienda.js.gzip)} KB (CSS ${kb(tienda.css.gzip)} KB), ${met ? 'met' : 'NOT met'}.`,
    );
    const foreign = tienda.foreign ?? [];
    console.log(`${TIENDA_ROUTE} loads ${foreign.length ? `back-office code at first: ${foreign.join(', ')}` : 'no back-office chunk at first'}.`);
  }
}

/** The server must answer the ordering page's own HTML (tienda.html) for /tienda/{slug}, not the back-office's. */
async function checkTiendaServed(baseUrl: string, distDir: string): Promise<void> {
  const expected = fs.readFileSync(path.join(distDir, 'tienda.html'), 'utf8');
  const answered = await (await fetch(`${baseUrl}${TIENDA_ROUTE}`)).text();
  if (answered !== expected) throw new Error(`GET ${TIENDA_ROUTE} did not answer dist/tienda.html: the server must serve it for /tienda/*.`);
}

function median(runs: LighthouseFigures[]): LighthouseFigures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)] as LighthouseFigures;
}

function printLighthouse(route: string, allRuns: LighthouseFigures[]) {
  const runs = allRuns.filter((run) => !run.failed);
  for (const failed of new Set(allRuns.flatMap((run) => run.failed ?? []))) {
    console.log(`${route.padEnd(9)} a run failed and is left out: ${failed}`);
  }
  if (runs.length === 0) {
    console.log(`${route.padEnd(9)} no run measured the page.`);
    return;
  }
  const mid = median(runs);
  const scores = runs.map((run) => run.performance).join(', ');
  console.log(
    `${route.padEnd(9)} performance ${pad(mid.performance, 3)} (runs: ${scores})  accessibility ${pad(mid.accessibility, 3)}  ` +
      `FCP ${ms(mid.fcpMs)} ms  LCP ${ms(mid.lcpMs)} ms  TBT ${ms(mid.tbtMs)} ms  CLS ${mid.cls.toFixed(3)}  SI ${ms(mid.speedIndexMs)} ms`,
  );
  console.log(
    `${''.padEnd(9)} on the wire: scripts ${kb(mid.scriptBytes)} KB, style sheets ${kb(mid.styleBytes)} KB, all ${kb(mid.totalBytes)} KB ` +
      `in ${mid.requests} requests; ended on ${new URL(mid.finalUrl).pathname}`,
  );
  if (new URL(mid.finalUrl).pathname !== route) console.log(`${''.padEnd(9)} WARNING: the page moved to ${mid.finalUrl}, not the screen asked for.`);
  for (const warning of new Set(runs.flatMap((run) => run.warnings))) {
    console.log(`${''.padEnd(9)} Lighthouse warning: ${warning}`);
    if (warning.includes('loaded too slowly')) {
      console.log(`${''.padEnd(9)} (a request never ends: the live stream of orders, read with fetch at high priority, so Lighthouse waits its 45 s limit; the metrics come from the trace)`);
    }
  }
  const met = mid.performance >= GOAL_PERFORMANCE && mid.accessibility === 100;
  console.log(`${''.padEnd(9)} Goal: performance >= ${GOAL_PERFORMANCE}, accessibility 100: ${met ? 'met' : 'NOT met'}.`);
}

/**
 * The admin's stored session, signed in afresh for each run. A kept-alive connection the server
 * closed while Lighthouse ran fails the first call with 'fetch failed': that is retried.
 */
async function signIn(baseUrl: string): Promise<Record<string, string>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await signedInStorage(baseUrl, ADMIN.email, ADMIN.password, ADMIN.store);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof TypeError)) throw error;
    }
  }
}

async function main() {
  const options = readOptions(process.argv.slice(2));
  const outboundSockets = watchOutboundSockets();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-bench-web-'));
  try {
    let distDir = options.dist;
    if (!distDir) {
      distDir = path.join(scratch, 'dist');
      console.log('Building the web app into a scratch folder (npm run build -w apps/web -- --outDir ...)...');
      await buildWebApp(distDir);
    }
    if (!fs.existsSync(path.join(distDir, 'index.html'))) throw new Error(`${distDir} has no index.html: run npm run build first.`);
    if (options.uncompressed) console.log(`--uncompressed: removed ${removePrecompressed(distDir)} .br/.gz files; every file goes plain.`);
    printSizes(distDir);
    if (options.sizesOnly) return;
    if (options.save) fs.mkdirSync(options.save, { recursive: true });

    console.log(`\nStarting npm start on an empty DATA_DIR (demo data)...`);
    const server = await startWebServer(distDir, path.join(scratch, 'data'));
    try {
      const [load1] = os.loadavg();
      console.log(
        `Lighthouse ${options.runs} run(s) per page, mobile (simulated slow 4G, 4x CPU), median by performance; ` +
          `load average ${load1?.toFixed(2)} on ${os.cpus().length} cores${options.uncompressed ? '; files sent uncompressed' : ''}:`,
      );
      const outside: string[] = [];
      await checkTiendaServed(server.url, distDir);
      for (const route of lighthouseRoutes) {
        const runs: LighthouseFigures[] = [];
        for (let run = 0; run < options.runs; run += 1) {
          const storage = publicRoutes.has(route) ? {} : await signIn(server.url);
          const report = options.save && path.join(options.save, `${route.slice(1).replaceAll('/', '-')}-${run + 1}.json`);
          const figures = await runLighthouse(`${server.url}${route}`, storage, report || undefined);
          outside.push(...figures.outside);
          runs.push(figures);
        }
        printLighthouse(route, runs);
      }
      const node = outboundSockets();
      console.log(
        `Network: the pages made ${outside.length} request(s) outside loopback${outside.length ? `: ${[...new Set(outside)].join(', ')}` : ''}; ` +
          `this process opened ${node.sockets} connection(s), ${node.outside.length} outside loopback${node.outside.length ? `: ${node.outside.join(', ')}` : ''}.`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
