import { defineConfig } from 'vitest/config';
import { ciReporters } from './vitest.reporters.ts';

// One runner for every unit and API test; browser tests live in apps/web/e2e with their own config.
export default defineConfig({
  test: {
    reporters: ciReporters('unit'),
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
    ],
  },
});
