import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { ciReporters } from '../../../vitest.reporters';

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
    // One server, one browser per file: files run one after the other.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
