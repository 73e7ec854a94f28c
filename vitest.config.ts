import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { ciReporters } from './vitest.reporters.ts';
import { slowFilesFirst } from './vitest.sequencer.ts';

// Each server project migrates one database per run; its test files start from copies of it.
const migratedTemplate = './src/testing/migrated-template.global-setup.ts';

// One runner for every unit and API test; browser tests live in apps/web/e2e with their own config.
export default defineConfig({
  test: {
    reporters: ciReporters('unit'),
    // vitest leaves a core to its main process by default: one worker on a 2-core machine, which
    // left a core idle while PGlite (one thread per file) worked. The main process needs little.
    maxWorkers: os.availableParallelism(),
    // The API fuzz, the longest file by far, starts first so that it does not run alone at the end
    // (vitest.sequencer.ts). Not sign-in-limits beside it: its production-cost hashes take both cores.
    sequence: { sequencer: slowFilesFirst(['src/http/fuzz.test.ts']) },
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'], isolate: false } },
      // The print host against a loopback TCP server acting as the printer; files use their own ports.
      { test: { name: 'print-host', root: 'apps/print-host', include: ['src/**/*.test.ts'], testTimeout: 30_000 } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'src/**/*.process.test.ts'],
          // A worker runs file after file without a fresh module graph: the app's modules are
          // imported once and stay compiled, and PGlite's WASM is compiled once per worker. Each
          // file still gets its own database and app (createTestApp), and its setup file again.
          isolate: false,
          globalSetup: [migratedTemplate],
          setupFiles: ['./src/testing/cheap-password-hashing.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Tests that start real server, CLI or `npm start` processes: slow to start under load,
        // so longer timeouts, one file at a time so they do not starve each other, and after the
        // other projects (groupOrder) so they have the machine to themselves.
        test: {
          name: 'server-process',
          root: 'apps/server',
          include: ['src/**/*.process.test.ts'],
          globalSetup: [migratedTemplate],
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // One jsdom and one import of React and Mantine per worker instead of per file; the setup
          // file empties the page and storage before each file.
          isolate: false,
          setupFiles: ['./src/test/testing-library.setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
