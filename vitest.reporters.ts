/**
 * CI asks for a JSON report per run (CI_REPORT_DIR + CI_REPORT_NAME) to print one total line;
 * on a developer's machine only the default reporter runs.
 */
export function ciReporters(suite: string): Array<string | [string, Record<string, unknown>]> {
  const dir = process.env.CI_REPORT_DIR;
  if (!dir) return ['default'];
  const run = process.env.CI_REPORT_NAME ?? 'run';
  return ['default', ['json', { outputFile: `${dir}/${run}-${suite}.json` }]];
}
