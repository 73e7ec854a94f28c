import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchBrowser, openPage } from './browser';
import type { TestPage } from './browser';

export interface BrowserSuite {
  /** A fresh page (own context, empty localStorage); closed after the test. */
  newPage(options?: Parameters<typeof openPage>[1]): Promise<Page>;
}

/**
 * Registers the hooks of a browser test file: one Chromium for the file, a fresh context per test,
 * and after each test the checks that nothing left the machine and no page error happened.
 */
export function browserSuite(): BrowserSuite {
  let browser: Browser | undefined;
  let current: TestPage | undefined;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    const opened = current;
    current = undefined;
    if (!opened) return;
    await opened.context.close();
    // DECISIONS.md "This machine's network": nothing may leave the machine.
    expect(opened.blocked).toEqual([]);
    expect(opened.errors).toEqual([]);
  });

  return {
    async newPage(options) {
      if (!browser) throw new Error('browserSuite: the browser is not started');
      await current?.context.close();
      current = await openPage(browser, options);
      return current.page;
    },
  };
}
