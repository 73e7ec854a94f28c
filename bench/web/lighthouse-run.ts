import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { isLoopbackHost } from './loopback-watch';

/** Debian's Chromium, as the browser tests use; CHROME_PATH picks another. */
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Offline: no name resolves and anything not on loopback goes to a closed proxy port.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  '--proxy-server=http://127.0.0.1:9',
];

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  finalUrl: string;
  requests: number;
  /** Requests the page made outside loopback (should be none). */
  outside: string[];
  /** Bytes on the wire for the page's scripts and style sheets, as Chromium received them. */
  scriptBytes: number;
  styleBytes: number;
  totalBytes: number;
  warnings: string[];
  /** Lighthouse could not measure the page (a broken trace): the run does not count. */
  failed?: string;
}

interface NetworkItem {
  url: string;
  transferSize?: number;
  resourceType?: string;
}

function requestHost(url: string): string | undefined {
  const parsed = new URL(url);
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' || parsed.protocol === 'ws:' || parsed.protocol === 'wss:'
    ? parsed.hostname
    : undefined;
}

/**
 * One Lighthouse run in its default mobile mode (emulated phone, simulated slow 4G and 4x CPU
 * slowdown), performance and accessibility only, in a fresh Chromium with an empty cache. The
 * given localStorage entries are written first, on a same-origin page that loads no asset.
 * With `saveReportTo`, the whole Lighthouse report (JSON) is written to that file.
 */
export async function runLighthouse(
  url: string,
  storage: Record<string, string>,
  saveReportTo?: string,
): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    try {
      const page = await browser.newPage();
      const origin = new URL(url).origin;
      await page.goto(`${origin}/v1/health`);
      await page.evaluate((entries) => {
        // Runs in the page: the server's type settings have no DOM library, so its storage is named here.
        const { localStorage } = globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } };
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
      const result = await lighthouse(
        url,
        { logLevel: 'error', output: 'json', disableStorageReset: true },
        { extends: 'lighthouse:default', settings: { onlyCategories: ['performance', 'accessibility'] } },
        page,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { lhr } = result;
      if (saveReportTo) fs.writeFileSync(saveReportTo, JSON.stringify(lhr));
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
      const items = details?.items ?? [];
      const bytes = (type?: string) =>
        items.filter((item) => !type || item.resourceType === type).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      return {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        speedIndexMs: audit('speed-index'),
        finalUrl: lhr.finalDisplayedUrl,
        requests: items.length,
        outside: items.map((item) => item.url).filter((itemUrl) => !isLoopbackHost(requestHost(itemUrl) ?? '127.0.0.1')),
        scriptBytes: bytes('Script'),
        styleBytes: bytes('Stylesheet'),
        totalBytes: bytes(),
        warnings: lhr.runWarnings,
        failed: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
      };
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}
