import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { BenchRoute } from './routes';

/** One entry of Vite's `.vite/manifest.json` (the fields the bench reads). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface Sizes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteAssets {
  path: string;
  js: Sizes;
  css: Sizes;
  /** dist-relative files, for the cross-check against what the browser fetched. */
  files: string[];
  /** With the route's `ownCode`: the loaded chunks holding app code from elsewhere (none expected). */
  foreign?: string[];
}

export interface BuildAssets {
  routes: RouteAssets[];
  /** Lazy chunks no measured route loads at first (screens not in the list, dialogs...). */
  lazyElsewhere: number;
}

function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error(`No Vite manifest at ${file}: the build must set build.manifest (apps/web/vite.config.ts).`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/**
 * A source map's source as a path under apps/web (`src/app/app.tsx`). Sources are relative to the
 * map: `../../src/...` for a build in apps/web/dist, `../../../<repo>/apps/web/src/...` for one
 * elsewhere. Read this way, a build copied or made in another checkout (`--dist`) reads the same.
 */
function webRelative(source: string): string {
  const posix = source.replaceAll('\\', '/');
  const at = posix.lastIndexOf('apps/web/');
  return at >= 0 ? posix.slice(at + 'apps/web/'.length) : posix.replace(/^(\.\.?\/)+/, '');
}

/** Source path under apps/web -> the dist-relative chunk that holds it, from each chunk's source map. */
function chunkSources(distDir: string, manifest: Manifest): Map<string, string[]> {
  const byChunk = new Map<string, string[]>();
  for (const chunk of Object.values(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    const mapFile = path.join(distDir, `${chunk.file}.map`);
    // Only generated code (the bundler's runtime) comes without a map.
    if (!fs.existsSync(mapFile)) continue;
    const { sources } = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[] };
    byChunk.set(chunk.file, sources.map(webRelative));
  }
  return byChunk;
}

function chunksBySource(byChunk: Map<string, string[]>): Map<string, string> {
  const bySource = new Map<string, string>();
  for (const [file, sources] of byChunk) for (const source of sources) bySource.set(source, file);
  return bySource;
}

/** The entry chunk of an HTML input (`index.html`, `tienda.html`). */
function entryKeyOf(manifest: Manifest, entry: string): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.isEntry && (manifest[candidate]?.src ?? candidate) === entry);
  if (!key) throw new Error(`The manifest has no entry chunk for ${entry} (apps/web/vite.config.ts build.rolldownOptions.input).`);
  return key;
}

/** Loaded chunks that hold app code (src/, the contract) outside `ownCode`. */
function foreignChunks(files: Iterable<string>, byChunk: Map<string, string[]>, ownCode: string): string[] {
  const isForeign = (source: string) => !source.includes('node_modules/') && !source.startsWith(ownCode) && /(^src\/|packages\/)/.test(source);
  return [...files].filter((file) => (byChunk.get(file) ?? []).some(isForeign));
}

/**
 * What a chunk loads before it runs: its file, its CSS and, recursively, its static imports.
 * Its dynamic imports load later (another screen, a dialog), so they are not followed.
 */
function staticClosure(manifest: Manifest, key: string, into: Set<string>, seen = new Set<string>()): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest names ${key} but has no entry for it.`);
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into, seen);
}

const sizeCache = new Map<string, { raw: number; gzip: number; brotli: number }>();

/** Each file compressed on its own, as it is sent: gzip level 9 and brotli quality 11, as the build writes them. */
function sizeOf(distDir: string, file: string) {
  const absolute = path.join(distDir, file);
  let sizes = sizeCache.get(absolute);
  if (!sizes) {
    const body = fs.readFileSync(absolute);
    sizes = {
      raw: body.length,
      gzip: zlib.gzipSync(body, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizeCache.set(absolute, sizes);
  }
  return sizes;
}

function total(distDir: string, files: string[]): Sizes {
  const sum: Sizes = { files: files.length, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const sizes = sizeOf(distDir, file);
    sum.raw += sizes.raw;
    sum.gzip += sizes.gzip;
    sum.brotli += sizes.brotli;
  }
  return sum;
}

/**
 * The JS and CSS each route loads at first: its entry (index.html unless the route names another)
 * with its static imports, plus,
 * for each module that draws the route, the chunk holding it with its static imports. A screen
 * bundled into the entry adds nothing; a lazy one adds its chunk.
 */
export function measureRouteAssets(distDir: string, webRoot: string, routes: readonly BenchRoute[]): BuildAssets {
  const manifest = readManifest(distDir);
  const keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const byChunk = chunkSources(distDir, manifest);
  const bySource = chunksBySource(byChunk);

  const loadedSomewhere = new Set<string>();
  const measured = routes.map((route) => {
    const files = new Set<string>();
    staticClosure(manifest, entryKeyOf(manifest, route.entry ?? 'index.html'), files);
    for (const module of route.modules) {
      if (!fs.existsSync(path.join(webRoot, module))) throw new Error(`${route.path}: ${module} does not exist; update bench/web/routes.ts.`);
      const chunkFile = bySource.get(module);
      if (!chunkFile) throw new Error(`${route.path}: ${module} is in no chunk's source map (is it still used? sourcemap on?).`);
      const key = keyByFile.get(chunkFile);
      if (!key) throw new Error(`${chunkFile} is missing from the manifest.`);
      staticClosure(manifest, key, files);
    }
    for (const file of files) loadedSomewhere.add(file);
    const list = [...files].sort();
    return {
      path: route.path,
      js: total(distDir, list.filter((file) => file.endsWith('.js'))),
      css: total(distDir, list.filter((file) => file.endsWith('.css'))),
      files: list,
      ...(route.ownCode ? { foreign: foreignChunks(list, byChunk, route.ownCode) } : {}),
    };
  });
  const lazyElsewhere = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry && !loadedSomewhere.has(chunk.file)).length;
  return { routes: measured, lazyElsewhere };
}
