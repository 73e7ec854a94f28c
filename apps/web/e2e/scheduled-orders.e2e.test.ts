import { randomUUID } from 'node:crypto';
import type { Order } from '@comanda/contract/orders';
import {
  type CreateOrderBodyInput,
  IDEMPOTENCY_HEADER,
  PublicStore,
  StorefrontCatalogue,
  StoreSlots,
} from '@comanda/contract/storefront';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { PHONE } from './support/browser';
import { browserSuite } from './support/browser-suite';
import type { PageApi } from './support/page-api';
import { pageApi } from './support/page-api';
import { serverUrl } from './support/server-url';
import { dispatchToDemoRider } from './support/demo-rider';
import { openStore } from './support/session';

const { newPage } = browserSuite();

const TABLET = { width: 1024, height: 768 };
const uniqueClient = (label: string): string => `${label} ${Date.now().toString(36)}`;
const boardCard = (scope: Page | Locator, number: number): Locator =>
  scope.getByRole('article', { name: `Orden ${number}`, exact: true });
const actions = (scope: Page | Locator, number: number): Locator =>
  scope.getByRole('group', { name: `Acciones de la orden ${number}` });

async function result<T>(response: Response): Promise<T> {
  return ((await response.json()) as { result: T }).result;
}

/** Tomorrow's date 'YYYY-MM-DD' on the store's calendar (its zone, as the slots answer says it). */
function tomorrowIn(timeZone: string): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

interface ScheduledOrder {
  order: Order;
  /** The slot as the cards say it, 'HH:mm–HH:mm', and its end, the promised time. */
  range: string;
  end: string;
}

/**
 * A customer's shipment order for one of tomorrow's slots, placed through the public storefront
 * API as the ordering page does: the slots the store offers now, then the order with {date,
 * schedule_id}. The article is repeated until the items reach the shipment minimum.
 */
async function placeOrderForTomorrow(slug: string, clientName: string): Promise<ScheduledOrder> {
  const base = `${serverUrl()}/v1/stores/${slug}`;
  const slots = StoreSlots.parse(await result(await fetch(`${base}/slots?method=shipment`)));
  const tomorrow = tomorrowIn(slots.time_zone);
  const slot = slots.slots.find((candidate) => candidate.date === tomorrow);
  if (!slot) throw new Error(`La tienda ${slug} no ofrece envíos para mañana (${tomorrow})`);
  const catalogue = StorefrontCatalogue.parse(await result(await fetch(`${base}/catalogue`)));
  const article = catalogue.sections
    .flatMap((section) => section.articles)
    .find((candidate) => candidate.toppings.every((ref) => !ref.required && ref.min === 0));
  if (!article) throw new Error(`La tienda ${slug} no tiene un artículo sin toppings obligatorios`);
  const store = PublicStore.parse(await result(await fetch(base)));
  const minimum = store.delivery.shipment.min_amount_items.amount;
  const units = Math.max(1, Math.ceil(minimum / article.price.total.amount));
  const body: CreateOrderBodyInput = {
    client: { name: clientName, phone: '+54 9 341 555 0101' },
    items: Array.from({ length: units }, () => ({ article_id: article.id, toppings: [] })),
    delivery: {
      method: 'shipment',
      immediate: false,
      datetime: { date: slot.date, schedule_id: slot.schedule_id },
      location: { city: 'Rosario', address_one: 'Cordoba 1234', address_two: '', indications: 'Timbre 2' },
    },
    payment: { method: 'cash' },
  };
  const response = await fetch(`${base}/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: randomUUID() },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`The storefront refused the order: ${response.status} ${await response.text()}`);
  const order = await result<Order>(response);
  const end = slot.end.slice(0, 5);
  return { order, range: `${slot.start.slice(0, 5)}–${end}`, end };
}

/** Customers can order only while the turn is open; another test may have closed it. */
async function ensureTurnOpen(api: PageApi): Promise<void> {
  const turn = await api<{ status: string } | null>('GET', '/v1/backoffice/turn');
  if (turn?.status !== 'opened') await api('PUT', '/v1/backoffice/turn/open');
}

async function staff(viewport: { width: number; height: number }): Promise<{ page: Page; api: PageApi }> {
  const page = await newPage({ viewport });
  await openStore(page, 'admin', 'centro');
  const api = await pageApi(page);
  await ensureTurnOpen(api);
  return { page, api };
}

describe('orders for a later day', () => {
  it("on a 1024x768 tablet, tomorrow's order waits in 'Programadas' and says 'mañana' on the board and the list", async () => {
    const { page } = await staff(TABLET);
    const client = uniqueClient('Mañana');
    const { order, range, end } = await placeOrderForTomorrow('centro', client);

    await page.goto('/orders/board');
    const scheduled = page.getByTestId('board-column-scheduled');
    const card = boardCard(scheduled, order.number);
    await card.getByText(new RegExp(`^Env[ií]o · mañana ${range}$`)).waitFor();
    expect(await card.getByTestId('promise-badge').textContent()).toMatch(new RegExp(`^mañana ${end} `));
    expect(await scheduled.getByRole('heading', { name: /^Programadas \(\d+\)$/ }).count()).toBe(1);
    // Not among today's new orders.
    expect(await boardCard(page.getByTestId('board-column-new'), order.number).count()).toBe(0);
    expect(await actions(card, order.number).getByRole('button', { name: 'Aceptar', exact: true }).count()).toBe(1);
    // New and unopened, it does not ring before its day: it waits, not highlighted as 'Sin atender'.
    expect(await card.getAttribute('data-ringing')).toBeNull();
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/orders');
    const row = page.getByRole('table', { name: 'Ordenes' }).getByRole('row').filter({ hasText: client });
    await row.waitFor();
    expect(await row.textContent()).toContain(`mañana ${range}`);
    expect(await row.getByTestId('promise-badge').textContent()).toMatch(new RegExp(`^mañana ${end} `));

    // The 'Programadas' chip keeps the orders for a later day: this one, none of today's.
    const scheduledPage = page.waitForResponse((response) => new URL(response.url()).searchParams.has('slot_after'));
    await page.getByRole('radiogroup', { name: 'Filtrar por estado' }).getByText('Programadas', { exact: true }).click();
    await scheduledPage;
    await row.waitFor();
    const todays = async () =>
      (await page.getByRole('table', { name: 'Ordenes' }).getByTestId('promise-badge').allTextContents()).filter((badge) =>
        /^\d{2}:\d{2} /.test(badge),
      );
    await expect.poll(todays).toEqual([]);
    expect(page.url()).toContain('group=scheduled');
  });

  it("on a 390 px phone, the board's 'Programadas' chip, the list's card and the rider's card say 'mañana'", async () => {
    const { page, api } = await staff(PHONE);
    const client = uniqueClient('Programada');
    const { order, end } = await placeOrderForTomorrow('centro', client);

    await page.goto('/orders/board');
    // The chip's radio is drawn by its label.
    await page.getByRole('radiogroup', { name: 'Columna del tablero' }).getByText(/^Programadas \(\d+\)$/).click();
    const card = boardCard(page.getByTestId('board-column-scheduled'), order.number);
    await card.getByTestId('promise-badge').filter({ hasText: `mañana ${end}` }).waitFor();
    expect(await card.isVisible()).toBe(true);

    await page.goto('/orders');
    // On a phone each row of the list is drawn as a card.
    const listCard = page.getByRole('table', { name: 'Ordenes' }).getByRole('row').filter({ hasText: client });
    // Cards far below the screen are painted only when scrolled to (content-visibility).
    await listCard.waitFor({ state: 'attached' });
    await listCard.scrollIntoViewIfNeeded();
    expect(await listCard.getByTestId('promise-badge').textContent()).toMatch(new RegExp(`^mañana ${end} `));

    // Handed to the rider ahead of its day: their card says the day it is for.
    await dispatchToDemoRider(api, order);

    const riderPage = await newPage({ viewport: PHONE });
    await openStore(riderPage, 'rider', 'centro');
    await riderPage.goto('/orders/deliveries');
    const riderCard = riderPage.getByRole('region', { name: 'En curso' }).getByRole('article', { name: `Orden ${order.number}`, exact: true });
    await riderCard.getByTestId('promise-badge').waitFor();
    expect(await riderCard.getByTestId('promise-badge').textContent()).toMatch(new RegExp(`^Prometida mañana ${end} `));
    expect(await seriousA11yViolations(riderPage)).toEqual([]);
  });
});
