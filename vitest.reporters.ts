import type { Reporter } from 'vitest/node';
import { TimingsReporter } from './vitest.timings-reporter';

/**
 * CI asks for a JSON report per run (CI_REPORT_DIR + CI_REPORT_NAME) to print one total line,
 * and each file's import, hook and test time under timings/; on a developer's machine only the
 * default reporter runs, plus the timings when TEST_TIMINGS names a file.
 */
export function ciReporters(suite: string): Array<string | Reporter | [string, Record<string, unknown>]> {
  const dir = process.env.CI_REPORT_DIR;
  const timingsFile = process.env.TEST_TIMINGS;
  const timings = timingsFile ? [new TimingsReporter(timingsFile)] : [];
  if (!dir) return ['default', ...timings];
  const run = process.env.CI_REPORT_NAME ?? 'run';
  return [
    'default',
    ['json', { outputFile: `${dir}/${run}-${suite}.json` }],
    timingsFile ? timings[0]! : new TimingsReporter(`${dir}/timings/${run}-${suite}.json`),
  ];
}
