import { StorefrontCatalogue } from '@comanda/contract/storefront';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { browserSuite } from './support/browser-suite';
import { serverUrl } from './support/server-url';
import { openStore } from './support/session';
import { waitForToast } from './support/ui';

const { newPage } = browserSuite();

/** Not the first plain article, which the other browser tests order through the storefront. */
const ARTICLE = 'Empanada caprese';

/** The articles customers can order: the public catalogue lists sold-out ones too, marked sold_out. */
async function publicArticleNames(slug = 'centro'): Promise<string[]> {
  const response = await fetch(`${serverUrl()}/v1/stores/${slug}/catalogue`);
  const catalogue = StorefrontCatalogue.parse(((await response.json()) as { result: unknown }).result);
  return catalogue.sections.flatMap((section) =>
    section.articles.filter((article) => !article.sold_out).map((article) => article.name),
  );
}

/** Taps a switch as a finger does: on its track, inside the label that holds its checkbox. */
const tap = (toggle: Locator) => toggle.locator('xpath=..').click();

async function openSoldOut(page: Page) {
  await page.goto('/orders/board');
  await page.getByRole('heading', { name: 'Tablero' }).waitFor();
  await page.getByRole('button', { name: 'Agotados' }).click();
  const drawer = page.getByRole('dialog', { name: 'Agotados' });
  await drawer.getByRole('switch', { name: `Agotado: ${ARTICLE}` }).waitFor();
  return drawer;
}

describe("'Agotado' in one tap", () => {
  it('the operator marks an article sold out from the board: customers can no longer order it, and then can again', async () => {
    const page = await newPage();
    await openStore(page, 'operator', 'centro');
    expect(await publicArticleNames()).toContain(ARTICLE);
    const drawer = await openSoldOut(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await drawer.getByLabel('Buscar articulo u opcion').fill('caprese');
    const toggle = drawer.getByRole('switch', { name: `Agotado: ${ARTICLE}` });
    await drawer.getByRole('switch', { name: 'Agotado: Napolitana' }).waitFor({ state: 'detached' });
    try {
      expect(await toggle.isChecked()).toBe(false);
      await tap(toggle);
      await waitForToast(page, `${ARTICLE}: agotado`);
      expect(await toggle.isChecked()).toBe(true);
      expect(await publicArticleNames()).not.toContain(ARTICLE);
    } finally {
      // Back on sale whatever happened above, for the other browser tests.
      if (await toggle.isChecked()) {
        await tap(toggle);
        await waitForToast(page, `${ARTICLE}: disponible`);
      }
    }
    expect(await toggle.isChecked()).toBe(false);
    expect(await publicArticleNames()).toContain(ARTICLE);
  });

  it('a rider sees no Agotados on the board', async () => {
    const page = await newPage();
    await openStore(page, 'rider', 'centro');
    await page.goto('/orders/board');
    await page.getByRole('heading', { name: 'Tablero' }).waitFor();
    expect(await page.getByRole('button', { name: 'Agotados' }).count()).toBe(0);
  });
});
