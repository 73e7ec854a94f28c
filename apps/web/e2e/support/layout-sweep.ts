import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Order } from '@comanda/contract/orders';
import type { Role } from '@comanda/contract/roles';
import { managerRoles } from '@comanda/contract/roles';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { canOpen, screenRoutes } from '../../src/app/route-table';
import { seriousA11yViolations } from './axe';
import { PHONE } from './browser';
import type { BrowserSuite } from './browser-suite';
import type { PageApi } from './page-api';
import { pageApi } from './page-api';
import type { DemoUser } from './session';
import { chooseStore, signIn } from './session';

/*
 * The layout checks of issue 12 item 10 (no page scrolls sideways, no button text is cut off) and
 * the sweep over every route a role may open, shared by the phone-layout browser test files.
 */

/** A common tablet in landscape, the side menu open: the lists are cards there too, two across. */
export const TABLET = { width: 1024, height: 768 };

/** Issue 12: the order header took 550 px before its tabs on a phone; the aim is 250 at most. */
export const ORDER_HEADER_MAX_PX = 250;

/** Set PHONE_LAYOUT_SHOTS=/some/dir to keep a screenshot of every page visited (for a human look). */
const shotsDir = process.env.PHONE_LAYOUT_SHOTS;

interface ListAnswer<T> {
  data: T[];
}

interface LayoutReport {
  /** document.documentElement.scrollWidth and window.innerWidth */
  pageWidth: number;
  viewport: number;
  /** The shell's main element (null outside the shell: login, lobby, not found). */
  main: { scrollWidth: number; clientWidth: number } | null;
  /** Elements that reach past the right edge of the screen, outside any sideways scroller. */
  pastTheEdge: string[];
  /** Visible buttons (and badges) whose label is wider than the room it has. */
  cutLabels: string[];
}

/**
 * What a person sees as "the page scrolls sideways" and "the button text is cut off", measured
 * in the page. A label made visually hidden on purpose (1 px, for screen readers) is not a cut.
 */
function measureLayout(): LayoutReport {
  const viewport = window.innerWidth;
  const main = document.querySelector('main');
  const describe = (element: Element): string => {
    const name = element.getAttribute('aria-label') ?? element.textContent ?? '';
    return `<${element.tagName.toLowerCase()} class="${element.className}"> "${name.trim().slice(0, 50)}"`;
  };
  const insideScroller = (element: Element): boolean => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const { overflowX } = getComputedStyle(parent);
      if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden' || overflowX === 'clip') {
        return parent.getBoundingClientRect().right <= viewport + 1;
      }
    }
    return false;
  };
  const pastTheEdge = [...document.body.querySelectorAll('*')]
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.right > viewport + 1 && element.checkVisibility() && !insideScroller(element);
    })
    .map(describe);
  const cutLabels = [
    ...document.querySelectorAll('button, [role="button"], a.mantine-Button-root, .mantine-Badge-root'),
  ]
    .filter((control) => control.checkVisibility())
    .map((control) => control.querySelector('.mantine-Button-label, .mantine-Badge-label') ?? control)
    .filter((label) => {
      const width = label.getBoundingClientRect().width;
      return width > 1 && label.scrollWidth > label.clientWidth + 1;
    })
    .map((label) => `${describe(label.closest('button, a, [role="button"], .mantine-Badge-root') ?? label)} ${label.scrollWidth}>${label.clientWidth}`);
  return {
    pageWidth: document.documentElement.scrollWidth,
    viewport,
    main: main ? { scrollWidth: main.scrollWidth, clientWidth: main.clientWidth } : null,
    pastTheEdge: pastTheEdge.slice(0, 5),
    cutLabels,
  };
}

/** Waits until the screen has its heading and nothing on it is loading any more. */
export async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.mantine-Loader-root')].every((loader) => !loader.checkVisibility()),
  );
  // Transitions (the menu, collapses) end before anything is measured.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function keepShot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  const file = `${name.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}.png`;
  await page.screenshot({ path: path.join(shotsDir, file), fullPage: true });
}

/** The layout checks of issue 12 item 10 on the page as it is now. */
export async function expectFits(page: Page, where: string): Promise<void> {
  const report = await page.evaluate(measureLayout);
  const context = `${where} (${new URL(page.url()).pathname}): ${JSON.stringify(report)}`;
  expect(report.pageWidth, context).toBeLessThanOrEqual(report.viewport);
  if (report.main) expect(report.main.scrollWidth, context).toBeLessThanOrEqual(report.main.clientWidth);
  expect(report.pastTheEdge, context).toEqual([]);
  expect(report.cutLabels, context).toEqual([]);
}

/** Opens a path, waits for it and checks it (and keeps a screenshot when asked). */
export async function visit(page: Page, url: string, label: string): Promise<void> {
  await page.goto(url);
  await settle(page);
  await keepShot(page, `${label}-${url}`);
  await expectFits(page, `${label} ${url}`);
}

export interface DemoIds {
  /** Orders of the store, newest first, one per status (the header differs with the state). */
  orders: Order[];
  /** Per catalogue entity, the existing row with the most inside (rows, options, references). */
  catalogue: Partial<Record<string, string>>;
}

const catalogueEntities = ['sections', 'articles', 'toppings', 'coupons', 'stock'] as const;

/** How much a catalogue row holds: its list of articles, toppings, options, ranges or references. */
function contentSize(row: Record<string, unknown>): number {
  return ['articles', 'toppings', 'options', 'schedule', 'refs']
    .map((field) => (Array.isArray(row[field]) ? (row[field] as unknown[]).length : 0))
    .reduce((sum, size) => sum + size, 0);
}

export async function demoIds(api: PageApi, withCatalogue: boolean): Promise<DemoIds> {
  const orders = await api<ListAnswer<Order>>('GET', '/v1/backoffice/orders?limit=100&skip=0&order=created_at__DESC');
  const withCoupon = orders.data.find((order) => order.coupon !== null);
  const oneOfEach = orders.data.filter(
    (order, index, all) => all.findIndex((other) => other.status === order.status) === index || order === withCoupon,
  );
  const catalogue: DemoIds['catalogue'] = {};
  if (withCatalogue) {
    for (const entity of catalogueEntities) {
      const list = await api<ListAnswer<Record<string, unknown> & { id: string }>>(
        'GET',
        `/v1/backoffice/catalogue/${entity}?limit=100&skip=0&order=created_at__DESC`,
      );
      const richest = [...list.data].sort((a, b) => contentSize(b) - contentSize(a))[0];
      catalogue[entity] = richest?.id;
    }
  }
  return { orders: oneOfEach, catalogue };
}

/** Concrete addresses for a route of the route table: demo ids for `:id`, and a new item's too. */
export function urlsFor(routePath: string, ids: DemoIds, everyOrder: boolean): string[] {
  if (!routePath.includes(':id')) return [routePath];
  if (routePath.startsWith('/orders/')) {
    const withCoupon = ids.orders.find((order) => order.coupon !== null);
    const orders = routePath.endsWith('/coupon')
      ? [withCoupon ?? ids.orders[0]]
      : everyOrder && routePath === '/orders/:id'
        ? ids.orders
        : [ids.orders.find((order) => order.status === 'process') ?? ids.orders[0]];
    return orders.filter((order) => order !== undefined).map((order) => routePath.replace(':id', order.id));
  }
  const entity = routePath.split('/')[2] ?? '';
  const existing = ids.catalogue[entity];
  return [...(existing ? [existing] : []), randomUUID()].map((id) => routePath.replace(':id', id));
}

/** Signs in on a phone, then visits every route of the app the role may open. */
export async function sweep(
  newPage: BrowserSuite['newPage'],
  user: DemoUser,
  role: Role,
  options: { axe: boolean; everyOrder: boolean },
): Promise<string[]> {
  const page = await newPage({ viewport: PHONE });
  await page.goto('/login');
  await settle(page);
  await expectFits(page, `${user} /login`);
  await signIn(page, user);
  await settle(page);
  await expectFits(page, `${user} /lobby`);
  await chooseStore(page, 'centro');
  const api = await pageApi(page);
  const ids = await demoIds(api, (managerRoles as readonly Role[]).includes(role));
  const visited: string[] = [];
  for (const route of screenRoutes.filter((screen) => canOpen(screen, role))) {
    for (const url of urlsFor(route.path, ids, options.everyOrder)) {
      await visit(page, url, user);
      if (options.axe) expect(await seriousA11yViolations(page), url).toEqual([]);
      visited.push(route.path);
    }
  }
  await visit(page, `/no-existe-${randomUUID().slice(0, 8)}`, user);

  // The side menu, opened as a drawer over the screen, with its groups unfolded.
  await page.goto('/orders');
  await settle(page);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  for (const group of ['Catalogo', 'Configuraciones']) {
    const toggle = menu.getByRole('button', { name: group });
    if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  await settle(page);
  await keepShot(page, `${user}-menu`);
  await expectFits(page, `${user} menu`);
  if (options.axe) expect(await seriousA11yViolations(page), 'menu').toEqual([]);
  return visited;
}
