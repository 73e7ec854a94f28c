import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    axe: { run: (context?: Document) => Promise<AxeResults> };
  }
}

const axeSourcePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeSource: string | undefined;

export interface A11yViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** axe-core on the current page; answers the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<A11yViolation[]> {
  axeSource ??= await readFile(axeSourcePath, 'utf8');
  // Half-faded elements (transitions, toasts) would fail the contrast check at random: let the
  // finite animations end first (spinners run forever and are left alone).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated through the DevTools protocol: the app's CSP (script-src 'self') rightly refuses inline tags.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const results = await window.axe.run(document);
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
  return violations.filter((violation) => ['serious', 'critical'].includes(violation.impact));
}
