import type { Page } from 'playwright-core';

/** Demo accounts seeded by the server on an empty database (all with the same password). */
export const DEMO_PASSWORD = 'comanda';

export const demoUsers = {
  /** admin of centro, initial (no role) in norte */
  admin: 'admin@comanda.test',
  /** root of centro */
  root: 'root@comanda.test',
  /** delivery of centro */
  rider: 'rider@comanda.test',
  /** operator of centro (kitchen and counter tablets) */
  operator: 'cocina@comanda.test',
  /** initial (no role) of centro */
  staff: 'staff@comanda.test',
  /** admin of norte */
  norte: 'norte@comanda.test',
} as const;

export type DemoUser = keyof typeof demoUsers;

export const demoStores = {
  centro: 'Comanda Centro',
  norte: 'Comanda Norte',
} as const;

export type DemoStore = keyof typeof demoStores;

/** Fills the login form and submits it; does not wait for the outcome. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

/** Signs in as a demo user and waits for the lobby. */
export async function signIn(page: Page, user: DemoUser): Promise<void> {
  await submitLogin(page, demoUsers[user], DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/lobby');
  await page.getByRole('heading', { name: 'Mis Tiendas' }).waitFor();
}

/** From the lobby, opens a store and waits for the shell (its side menu). */
export async function chooseStore(page: Page, store: DemoStore): Promise<void> {
  await page.getByRole('button', { name: demoStores[store] }).click();
  await page.waitForURL((url) => url.pathname !== '/lobby');
  await page.getByRole('navigation', { name: 'Menu principal' }).waitFor({ state: 'attached' });
}

/** Signs in and opens a store: the starting point of most browser tests. */
export async function openStore(page: Page, user: DemoUser, store: DemoStore): Promise<void> {
  await signIn(page, user);
  await chooseStore(page, store);
}
