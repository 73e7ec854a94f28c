import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** Where one test file's time went, in ms (vitest's module diagnostic). */
export interface FileTiming {
  project: string;
  file: string;
  /** Importing the file and what it imports (the app's modules). */
  imports: number;
  /** Hooks: beforeAll/afterAll/beforeEach (a fresh database and app per file or test). */
  hooks: number;
  tests: number;
  testCount: number;
}

/**
 * Writes each test file's import, hook and test time to a JSON file, slowest first, for
 * finding what makes the suite slow (CI keeps one per run next to the results).
 */
export class TimingsReporter implements Reporter {
  constructor(private readonly outputFile: string) {}

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const timings = testModules.map((module) => fileTiming(module)).sort((a, b) => total(b) - total(a));
    fs.mkdirSync(path.dirname(this.outputFile), { recursive: true });
    fs.writeFileSync(this.outputFile, `${JSON.stringify(timings, null, 1)}\n`);
  }
}

export const total = (t: FileTiming) => t.imports + t.hooks + t.tests;

function fileTiming(module: TestModule): FileTiming {
  const diagnostic = module.diagnostic();
  let tests = 0;
  let testCount = 0;
  for (const test of module.children.allTests()) {
    tests += test.diagnostic()?.duration ?? 0;
    testCount += 1;
  }
  return {
    project: module.project.name,
    file: module.relativeModuleId,
    imports: Math.round(diagnostic.collectDuration + diagnostic.setupDuration + diagnostic.prepareDuration),
    hooks: Math.round(Math.max(0, diagnostic.duration - tests)),
    tests: Math.round(tests),
    testCount,
  };
}
