import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { serverUrl } from './server-url';
import { stubPush } from './push-stub';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 780 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export function isLocalUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:') return true;
  return LOCAL_HOSTS.has(hostname);
}

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** Requests refused because they left the machine (should stay empty). */
  blocked: string[];
  /** Uncaught page errors and console errors other than failed HTTP statuses (should stay empty). */
  errors: string[];
}

/**
 * A fresh context (empty localStorage) on the server under test: Spanish locale, Buenos Aires time,
 * every request that is not to this machine refused, push stubbed.
 */
export async function openPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<TestPage> {
  const context = await browser.newContext({
    baseURL: serverUrl(),
    viewport: options.viewport ?? DESKTOP,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
  });
  const blocked: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (isLocalUrl(url)) return route.continue();
    blocked.push(url);
    return route.abort('blockedbyclient');
  });
  await context.addInitScript(stubPush);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A refused call (401 on a wrong password...) is logged by the browser; the app handles it.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  return { context, page, blocked, errors };
}
