import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { ciReporters } from '../../../vitest.reporters';
import { slowFilesFirst } from '../../../vitest.sequencer';

/**
 * Browser tests: the real server (built web app included) in a fresh data dir, driven by the
 * system Chromium through playwright-core. Run with `npm run test:e2e` (builds the web app first).
 */
export default defineConfig({
  test: {
    name: 'web-e2e',
    reporters: ciReporters('e2e'),
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./support/global-setup.ts'],
    // Two files at once, each with a server to itself (global-setup.ts starts one per worker) and
    // its own browser: a browser test mostly waits on the page, so the two cores run two of them.
    maxWorkers: 2,
    // The longest files first, so that none of them runs alone at the end (vitest.sequencer.ts).
    sequence: {
      sequencer: slowFilesFirst([
        'phone-layout-admin.e2e.test.ts',
        'tienda-checkout.e2e.test.ts',
        'phone-layout.e2e.test.ts',
        'catalogue.e2e.test.ts',
        'live-orders.e2e.test.ts',
        'shell.test.ts',
      ]),
    },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
