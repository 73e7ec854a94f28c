import type { Locator, Page } from 'playwright-core';

/** The shell's side menu. */
export const sideMenu = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Menu principal' });

/** A toast (Mantine notification, role alert) containing the text; resolves once it shows. */
export async function waitForToast(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

/** Opens a closed menu group (Catalogo, Configuraciones) if the user has it. */
export async function openMenuGroup(page: Page, group: string): Promise<void> {
  const toggle = sideMenu(page).getByRole('button', { name: group });
  if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) !== 'true') {
    await toggle.click();
  }
}
