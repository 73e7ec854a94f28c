import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { launchBrowser, openPage, PHONE } from './support/browser';
import type { TestPage } from './support/browser';
import type { PageApi } from './support/page-api';
import { pageApi } from './support/page-api';
import { openStore } from './support/session';
import { solidPng } from '../../server/src/demo/png';

let browser: Browser;
let current: TestPage | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  // Nothing may leave the machine (DECISIONS.md "This machine's network").
  expect(current?.blocked ?? []).toEqual([]);
  expect(current?.errors ?? []).toEqual([]);
  await current?.context.close();
  current = undefined;
});

async function adminInCentro(options?: Parameters<typeof openPage>[1]): Promise<Page> {
  current = await openPage(browser, options);
  await openStore(current.page, 'admin', 'centro');
  return current.page;
}

/** A word no demo row contains, so searches find only what the test made. */
const unique = () => `e2e${randomUUID().slice(0, 6)}`;
const ars = (amount: number) => ({ currency: 'ARS', amount });

interface Saved {
  id: string;
}

async function createTopping(api: PageApi, name: string) {
  const id = randomUUID();
  const optionId = randomUUID();
  await api('PUT', `/v1/backoffice/catalogue/toppings/${id}`, {
    name,
    description: '',
    visible: true,
    options: [
      { id: optionId, name: 'Cheddar', description: '', disabled: false, import: ars(150), discount: 0, total: ars(150) },
    ],
  });
  return { id, optionId };
}

const waitForToast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor();

/** Types into a search picker and chooses the option with that name. */
async function pick(page: Page, picker: string, search: string, option: string) {
  const input = page.getByRole('combobox', { name: picker });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option }).click();
}

describe('catalogue', () => {
  it('creates an article with an image and a topping reference, then finds it by search', async () => {
    const page = await adminInCentro();
    const api = await pageApi(page);
    const word = unique();
    const toppingName = `Salsas ${word}`;
    const topping = await createTopping(api, toppingName);

    await page.goto('/catalogue/articles');
    await page.getByRole('heading', { name: 'Articulos' }).waitFor();
    await page.getByRole('button', { name: 'Nuevo' }).click();
    await page.waitForURL(/\/catalogue\/articles\/[0-9a-f-]{36}$/);
    const articleId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await page.getByRole('heading', { name: 'Articulo nuevo' }).waitFor();

    const name = `Pizza ${word}`;
    await page.getByRole('textbox', { name: 'Nombre' }).fill(name);
    expect(await page.getByRole('textbox', { name: 'Slug' }).inputValue()).toBe(`pizza-${word}`);
    await page.getByRole('textbox', { name: 'Importe' }).fill('1000');
    await page.getByRole('textbox', { name: 'Descuento (%)' }).fill('10');
    await page.getByRole('textbox', { name: 'Descuento (%)' }).blur();
    expect(await page.getByRole('textbox', { name: 'Total' }).inputValue()).toBe('900,00');

    await page.getByLabel('Subir imagen').setInputFiles({
      name: 'pizza.png',
      mimeType: 'image/png',
      buffer: solidPng(),
    });
    const thumbnail = page.getByRole('img', { name: 'Imagen 1' });
    await thumbnail.waitFor();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);

    await pick(page, 'Agregar topping', word, toppingName);
    const ref = page.getByRole('group', { name: toppingName });
    await ref.getByRole('textbox', { name: 'Minimo' }).fill('1');
    await ref.getByRole('textbox', { name: 'Maximo' }).fill('2');
    await ref.getByLabel('Requerido').selectOption({ label: 'Si' });

    await page.getByRole('button', { name: 'Guardar' }).click();
    await waitForToast(page, 'Completado');
    await page.getByRole('heading', { name: `Articulo: ${name}` }).waitFor();

    const saved = await api<Saved & { images_url: string[]; toppings: unknown[]; price: unknown }>(
      'GET',
      `/v1/backoffice/catalogue/articles/${articleId}`,
    );
    expect(saved.images_url).toHaveLength(1);
    expect(saved.toppings).toEqual([{ id: topping.id, min: 1, max: 2, required: true }]);
    expect(saved.price).toEqual({ import: ars(1000), discount: 10, total: ars(900) });

    await page.goto('/catalogue/articles');
    await page.getByRole('textbox', { name: 'Buscar' }).fill(word);
    await page.getByRole('button', { name: 'Buscar' }).click();
    const table = page.getByRole('table', { name: 'Articulos' });
    const row = table.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await page.getByText('desde 1 hasta 1 de 1').waitFor();
    expect(await row.innerText()).toMatch(/900,00 ARS/);
    expect(await row.innerText()).toMatch(/Activo/);
    await row.getByRole('link', { name: `Editar ${articleId.slice(0, 8)}` }).click();
    await page.getByRole('heading', { name: `Articulo: ${name}` }).waitFor();
  });

  it('money inputs show es-AR amounts while typing and pasting still work', async () => {
    const page = await adminInCentro();
    await current?.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const api = await pageApi(page);
    const word = unique();
    await page.goto('/catalogue/articles');
    await page.getByRole('button', { name: 'Nuevo' }).click();
    await page.waitForURL(/\/catalogue\/articles\/[0-9a-f-]{36}$/);
    const articleId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    await page.getByRole('heading', { name: 'Articulo nuevo' }).waitFor();
    await page.getByRole('textbox', { name: 'Nombre' }).fill(`Torta ${word}`);

    // Typed key by key, as a person does: the thousands dot appears and the caret stays at the end.
    const importBox = page.getByRole('textbox', { name: 'Importe' });
    await importBox.click();
    await importBox.press('ControlOrMeta+a');
    await importBox.pressSequentially('6500,5');
    expect(await importBox.inputValue()).toBe('6.500,5');
    expect(await importBox.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe('6.500,5'.length);
    await importBox.press('Tab');
    expect(await importBox.inputValue()).toBe('6.500,50');
    const totalBox = page.getByRole('textbox', { name: 'Total' });
    expect(await totalBox.inputValue()).toBe('6.500,50');

    // Pasted with the clipboard: es-AR text as another screen shows it.
    await page.evaluate(() => navigator.clipboard.writeText('7.250,75'));
    await totalBox.click();
    await totalBox.press('ControlOrMeta+a');
    await totalBox.press('ControlOrMeta+v');
    await totalBox.press('Tab');
    expect(await totalBox.inputValue()).toBe('7.250,75');
    expect(await importBox.inputValue()).toBe('7.250,75');

    await page.getByRole('button', { name: 'Guardar' }).click();
    await waitForToast(page, 'Completado');
    const saved = await api<{ price: unknown }>('GET', `/v1/backoffice/catalogue/articles/${articleId}`);
    expect(saved.price).toEqual({ import: ars(7250.75), discount: 0, total: ars(7250.75) });
  });

  it("edits a coupon's schedule: adds a range, saves, and still sees it after a reload", async () => {
    const page = await adminInCentro();
    const api = await pageApi(page);
    const code = unique().toUpperCase();
    const couponId = randomUUID();
    await api('PUT', `/v1/backoffice/catalogue/coupons/${couponId}`, {
      code,
      active: true,
      discount_percent: 10,
      schedule: [],
    });

    await page.goto('/catalogue/coupons');
    await page.getByRole('textbox', { name: 'Buscar' }).fill(code);
    const row = page.getByRole('table', { name: 'Cupones' }).getByRole('row').filter({ hasText: code });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/0 de ∞/);
    await row.getByText(code).click();
    await page.waitForURL((url) => url.pathname === `/catalogue/coupons/${couponId}`);
    await page.getByRole('heading', { name: `Cupon: ${code}` }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Codigo' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Agregar rango' }).click();
    const range = page.getByRole('group', { name: 'Rango 1' });
    await range.getByLabel('Desde').fill('2030-01-15T10:00');
    await range.getByLabel('Hasta').fill('2030-01-20T22:30');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await waitForToast(page, 'Completado');

    await page.reload();
    await page.getByRole('heading', { name: `Cupon: ${code}` }).waitFor();
    const reloaded = page.getByRole('group', { name: 'Rango 1' });
    expect(await reloaded.getByLabel('Desde').inputValue()).toBe('2030-01-15T10:00');
    expect(await reloaded.getByLabel('Hasta').inputValue()).toBe('2030-01-20T22:30');
    expect(await reloaded.getByLabel('Rango activo').inputValue()).toBe('true');
  });

  it("in stock, changing a reference's type clears its id", async () => {
    const page = await adminInCentro();
    const api = await pageApi(page);
    const word = unique();
    const articleId = randomUUID();
    const articleName = `Empanada ${word}`;
    await api('PUT', `/v1/backoffice/catalogue/articles/${articleId}`, {
      name: articleName,
      slug: `empanada-${word}`,
      price: { import: ars(300), discount: 0, total: ars(300) },
    });
    const toppingName = `Extras ${word}`;
    const topping = await createTopping(api, toppingName);
    const stockId = randomUUID();
    await api('PUT', `/v1/backoffice/catalogue/stock/${stockId}`, {
      description: `Tapas ${word}`,
      count: 40,
      refs: [{ id: articleId, type: 'article', disable_min_count: null, multiply: 2 }],
    });

    await page.goto(`/catalogue/stock/${stockId}`);
    await page.getByRole('heading', { name: `Item de stock: Tapas ${word}` }).waitFor();
    const ref = page.getByRole('group', { name: 'Referencia 1' });
    await expect.poll(() => ref.getByRole('combobox', { name: 'Articulo' }).inputValue()).toBe(articleName);

    await ref.getByLabel('Tipo').selectOption({ label: 'Opcion de topping' });
    const optionPicker = ref.getByRole('combobox', { name: 'Opcion de topping' });
    await optionPicker.waitFor();
    expect(await optionPicker.inputValue()).toBe('');
    expect(await ref.getByRole('combobox', { name: 'Articulo' }).count()).toBe(0);

    await pick(page, 'Opcion de topping', word, `Cheddar (${toppingName})`);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await waitForToast(page, 'Completado');
    const saved = await api<{ refs: unknown[] }>('GET', `/v1/backoffice/catalogue/stock/${stockId}`);
    expect(saved.refs).toEqual([
      { id: topping.optionId, type: 'topping_option', disable_min_count: null, multiply: 2 },
    ]);
  });

  it('lists scroll sideways on a phone and the catalogue screens pass axe', async () => {
    const page = await adminInCentro({ viewport: PHONE });
    for (const list of ['articles', 'toppings', 'sections', 'coupons', 'stock']) {
      await page.goto(`/catalogue/${list}`);
      await page.getByText(/desde \d+ hasta \d+ de \d+/).waitFor();
      await page.getByRole('table').waitFor();
      const pageOverflows = await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
      expect(pageOverflows, list).toBe(false);
      expect(await seriousA11yViolations(page), list).toEqual([]);
    }
    for (const entity of ['articles', 'toppings', 'sections', 'coupons', 'stock']) {
      await page.goto(`/catalogue/${entity}/${randomUUID()}`);
      await page.getByRole('button', { name: 'Guardar' }).waitFor();
      expect(await seriousA11yViolations(page), entity).toEqual([]);
    }
  });
});
