import { describe, expect, it } from 'vitest';
import { PHONE } from './support/browser';
import { browserSuite } from './support/browser-suite';

const { newPage } = browserSuite();

/** The amount in a text: '... $ 16.500,00' -> 1650000 cents. */
function cents(text: string | null): number {
  const amount = /\$\s?([\d.]+,\d{2})/.exec(text ?? '')?.[1];
  if (!amount) throw new Error(`No amount in '${text}'`);
  return Number(amount.replace(/\./g, '').replace(',', ''));
}

describe('ordering page on a phone (390 px): the menu, the article form and the cart', () => {
  it('opens the pizza, asks for the required size, prices the picks, and keeps the cart across a reload', async () => {
    const page = await newPage({ viewport: PHONE });
    await page.goto('/tienda/centro');

    await page.getByRole('heading', { level: 1, name: 'Comanda Centro' }).waitFor();
    await page.getByText(/^(Abierto|En pausa|Fuera de horario|Cerrado)$/).waitFor();
    for (const section of ['Pizzas', 'Empanadas', 'Hamburguesas']) {
      await page.getByRole('heading', { level: 2, name: section }).waitFor();
    }
    // Installable: the page names the store's own manifest, which answers the store's name.
    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestUrl).toBe('/tienda/centro/manifest.webmanifest');
    const manifest = (await (await page.request.get(manifestUrl ?? '')).json()) as { name: string; start_url: string };
    expect(manifest).toMatchObject({ name: 'Comanda Centro', start_url: '/tienda/centro' });

    await page.getByRole('button', { name: 'Muzzarella', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Muzzarella' });
    await dialog.waitFor();
    const price = dialog.getByTestId('article-price');
    const base = cents(await price.textContent());
    expect(base).toBe(1_650_000);

    // 'Agregar' without the required size: the message, and nothing added.
    await dialog.getByRole('button', { name: /^Agregar/ }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Elegí una opción de Tamaño' }).waitFor();
    expect(await page.getByRole('button', { name: /^Ver pedido/ }).count()).toBe(0);

    await dialog.getByRole('radio', { name: /Familiar \(12 porciones\)/ }).check();
    await expect.poll(async () => cents(await price.textContent())).toBe(1_650_000 + 650_000);
    await dialog.getByRole('button', { name: 'Sumar Cheddar' }).click();
    await expect.poll(async () => cents(await price.textContent())).toBe(1_650_000 + 650_000 + 200_000);
    expect(await dialog.getByRole('alert').count()).toBe(0);

    await dialog.getByRole('button', { name: /^Agregar/ }).click();
    await dialog.waitFor({ state: 'detached' });
    const bar = page.getByRole('button', { name: /^Ver pedido \(1\)/ });
    await bar.waitFor();
    expect(cents(await bar.textContent())).toBe(2_500_000);

    // Kept on the device: after a reload the cart is there, with the options picked.
    await page.reload();
    await page.getByRole('button', { name: /^Ver pedido \(1\)/ }).click();
    const cart = page.getByRole('dialog', { name: 'Tu pedido' });
    await cart.getByText('Familiar (12 porciones), Cheddar').waitFor();
    await cart.getByRole('button', { name: 'Sumar uno de Muzzarella' }).click();
    await cart.getByText('$ 50.000,00').first().waitFor();
    await page.keyboard.press('Escape');
    await cart.waitFor({ state: 'detached' });
    expect(cents(await page.getByRole('button', { name: /^Ver pedido \(2\)/ }).textContent())).toBe(5_000_000);
  });

  it('an unknown store says so in plain Spanish', async () => {
    const page = await newPage({ viewport: PHONE });
    await page.goto('/tienda/no-existe');
    await page.getByRole('heading', { name: 'No encontramos esta tienda' }).waitFor();
  });
});
