import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The customers' ordering page (issue 9): its own entry of the build, with its own small bundle. */
const STOREFRONT_PREFIX = '/tienda/';
const STOREFRONT_ENTRY = 'tienda.html';

/** The page a deep link opens: the ordering page under /tienda/, the back-office anywhere else. */
function entryFor(urlPath: string, hasStorefront: boolean): string {
  return hasStorefront && urlPath.startsWith(STOREFRONT_PREFIX) ? STOREFRONT_ENTRY : 'index.html';
}

/**
 * Serves the built web app. Hashed assets are cached for a year; any other GET outside `/v1`
 * answers the app's entry so that the browser router handles deep links (history fallback):
 * `tienda.html` for `/tienda/{slug}` and every path under `/tienda/`, index.html elsewhere.
 *
 * The build writes a `.br` and a `.gz` beside each text asset: a client that accepts brotli gets
 * the `.br`, else one that accepts gzip the `.gz`, else the plain file (`preCompressed`), always
 * with `Vary: Accept-Encoding` so that a shared cache keeps the variants apart. Nothing is
 * compressed per request. A range applies to the variant sent, whose ETag is its own.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` to serve it');
    return false;
  }
  const hasStorefront = fs.existsSync(path.join(distDir, STOREFRONT_ENTRY));
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  app.get('/*', { config: { access: { kind: 'public' } } }, (request, reply) => {
    if (request.url === '/v1' || request.url.startsWith('/v1/')) return reply.callNotFound();
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    const relative = urlPath.replace(/^\/+/, '');
    const candidate = path.join(distDir, relative);
    // Dot folders hold build metadata (the Vite manifest), not the app.
    const buildMetadata = relative.split('/').some((segment) => segment.startsWith('.'));
    if (relative && !buildMetadata && candidate.startsWith(distDir) && fs.statSync(candidate, { throwIfNoEntry: false })?.isFile()) {
      return reply.sendFile(relative);
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile(entryFor(urlPath, hasStorefront));
  });
  return true;
}
