import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const notTienda = (id: string) => !/[\\/](src[\\/]tienda[\\/]|tienda\.html)/.test(id);

export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    // Every text asset gets .br and .gz siblings that the server sends as they are (nothing is
    // compressed per request). Fonts in woff and woff2 are compressed already; a sibling that
    // would not be smaller is not written.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|js|mjs|css|svg|json|webmanifest|ttf|otf)$/,
      exclude: /^\.vite\//,
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks and CSS each entry and lazy screen loads (bench/web).
    manifest: true,
    rolldownOptions: {
      // The back-office, and the customers' ordering page (/tienda/{slug}) with its own bundle.
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        tienda: fileURLToPath(new URL('./tienda.html', import.meta.url)),
      },
      output: {
        // React and the router run on every page and change less often than the app: their chunk
        // stays cached across deploys. What else the first page needs ('$initial': the entry's
        // static imports) is one chunk rather than a dozen small ones, each a round trip on a
        // phone (HTTP/1.1 opens six connections at most). So are, each with what it imports: the
        // toasts (every page loads them after its first paint), the shell with its guard (every
        // screen but the login opens inside it; the lobby reuses it), and the list table (every
        // list screen). Left to itself the bundler made 50 chunks for /orders, most under 2 KB.
        // No group takes every library: the login would download what the lazy screens use.
        codeSplitting: {
          groups: [
            // The ordering page (tienda.html) shares only React and Vite's helpers (lazy imports,
            // preload) with the back-office: the router has a chunk of its own and the first
            // page's group leaves the page out, else /tienda would download the back-office's
            // entry (bench/web checks).
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|vite[\\/](preload-helper|modulepreload-polyfill)/, priority: 5 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 5 },
            // The phone normaliser (libphonenumber-js) serves the back-office's shell and the ordering
            // page's checkout: in a chunk of its own, the checkout does not download the shell.
            { name: 'phone', test: /node_modules[\\/]libphonenumber-js[\\/]|contract[\\/]src[\\/]phone-number\.ts$/, priority: 5 },
            { name: 'initial', test: notTienda, tags: ['$initial'], priority: 4 },
            { name: 'toasts', test: /src[\\/]app[\\/]toasts\.tsx$/, priority: 3 },
            { name: 'shell', test: /src[\\/]app[\\/](layout[\\/]shell-layout|guards[\\/]screen-guard)\.tsx$/, priority: 2 },
            { name: 'list', test: /src[\\/]components[\\/]list-table\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/v1': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/v1': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
});
