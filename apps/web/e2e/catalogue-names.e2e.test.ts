import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from './support/browser-suite';
import type { PageApi } from './support/page-api';
import { pageApi } from './support/page-api';
import { openStore } from './support/session';

/*
 * The editors name the rows a form refers to (a section's articles, an article's toppings, a stock
 * item's articles and topping options) by asking the list routes for those ids. When that lookup
 * fails they fall back to 'Desconocido (id)': these tests open demo rows of centro that refer to
 * several existing rows at once and fail if any is not named.
 */

const { newPage } = browserSuite();

async function adminInCentro(): Promise<{ page: Page; api: PageApi }> {
  const page = await newPage();
  await openStore(page, 'admin', 'centro');
  return { page, api: await pageApi(page) };
}

const CATALOGUE = '/v1/backoffice/catalogue';
const NAMES_SHOWN_MS = 15_000;

interface Named {
  id: string;
  name: string;
}
interface DemoSection extends Named {
  articles: Array<{ id: string }>;
}
interface DemoArticle extends Named {
  toppings: Array<{ id: string }>;
}
interface DemoTopping extends Named {
  options: Named[];
}
interface DemoStockItem {
  id: string;
  description: string;
  refs: Array<{ id: string; type: 'article' | 'topping_option' }>;
}

/** The demo row of that entity whose name (or description) is exactly `text`. */
async function demoRow<T>(api: PageApi, entity: string, text: string, field: 'name' | 'description' = 'name') {
  const page = await api<{ data: Array<T & Record<string, unknown>> }>(
    'GET',
    `${CATALOGUE}/${entity}?query=${encodeURIComponent(text)}&limit=100`,
  );
  const row = page.data.find((item) => item[field] === text);
  if (!row) throw new Error(`the demo has no ${entity} "${text}"`);
  return row;
}

/** The names the API gives those ids, one by one (the truth the editors must show). */
async function namesOf(api: PageApi, entity: 'articles' | 'toppings', ids: string[]): Promise<string[]> {
  return Promise.all(ids.map(async (id) => (await api<Named>('GET', `${CATALOGUE}/${entity}/${id}`)).name));
}

async function optionLabel(api: PageApi, optionId: string): Promise<string> {
  const page = await api<{ data: DemoTopping[] }>('GET', `${CATALOGUE}/toppings?option_ids=${optionId}`);
  for (const topping of page.data) {
    const option = topping.options.find((item) => item.id === optionId);
    if (option) return `${option.name} (${topping.name})`;
  }
  throw new Error(`no topping holds the option ${optionId}`);
}

describe('catalogue editors name what they refer to', () => {
  it('the section editor names every article of a demo section', async () => {
    const { page, api } = await adminInCentro();
    const section = await demoRow<DemoSection>(api, 'sections', 'Pizzas');
    expect(section.articles.length).toBeGreaterThan(1);
    const expected = (await namesOf(api, 'articles', section.articles.map((a) => a.id))).map(
      (name, index) => `${index + 1}. ${name}`,
    );

    await page.goto(`/catalogue/sections/${section.id}`);
    await page.getByRole('heading', { name: 'Seccion: Pizzas' }).waitFor();
    const rows = page.getByRole('group', { name: 'Articulos' }).locator('ol > li');
    await expect
      .poll(async () => (await rows.allInnerTexts()).map((text) => text.trim()), { timeout: NAMES_SHOWN_MS })
      .toEqual(expected);
    expect(await page.getByText('Desconocido').count()).toBe(0);
  });

  it('the article editor names every topping the article offers', async () => {
    const { page, api } = await adminInCentro();
    const article = await demoRow<DemoArticle>(api, 'articles', 'Combo burger');
    expect(article.toppings.length).toBeGreaterThan(1);
    const expected = await namesOf(api, 'toppings', article.toppings.map((t) => t.id));

    await page.goto(`/catalogue/articles/${article.id}`);
    await page.getByRole('heading', { name: 'Articulo: Combo burger' }).waitFor();
    const legends = page.getByRole('group', { name: 'Toppings' }).locator(':scope fieldset > legend');
    await expect
      .poll(async () => (await legends.allInnerTexts()).map((text) => text.trim()), { timeout: NAMES_SHOWN_MS })
      .toEqual(expected);
    expect(await page.getByText('Desconocido').count()).toBe(0);
  });

  it('the stock editor names the articles and topping options of its references', async () => {
    const { page, api } = await adminInCentro();
    for (const description of ['Medallones de carne 120 g', 'Coca-Cola 500 ml (botellas)']) {
      const item = await demoRow<DemoStockItem>(api, 'stock', description, 'description');
      expect(item.refs.length).toBeGreaterThan(1);
      const expected = await Promise.all(
        item.refs.map(async (ref) =>
          ref.type === 'article' ? (await namesOf(api, 'articles', [ref.id]))[0] : optionLabel(api, ref.id),
        ),
      );

      await page.goto(`/catalogue/stock/${item.id}`);
      await page.getByRole('heading', { name: `Item de stock: ${description}` }).waitFor();
      const shown = () =>
        Promise.all(
          item.refs.map((ref, index) =>
            page
              .getByRole('group', { name: `Referencia ${index + 1}` })
              .getByRole('combobox', { name: ref.type === 'article' ? 'Articulo' : 'Opcion de topping' })
              .inputValue(),
          ),
        );
      await expect.poll(shown, { timeout: NAMES_SHOWN_MS }).toEqual(expected);
      expect(await page.getByText('Desconocido').count()).toBe(0);
    }
  });
});
