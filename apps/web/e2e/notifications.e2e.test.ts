import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/axe';
import { browserSuite } from './support/browser-suite';
import { pageApi } from './support/page-api';
import { deliverPush } from './support/push-delivery';
import { PUSH_STUB_ENDPOINT } from './support/push-stub';
import { serverUrl } from './support/server-url';
import { openStore } from './support/session';
import { waitForToast } from './support/ui';

const { newPage } = browserSuite();

const main = (page: Page): Locator => page.getByRole('main');
// Exact names: 'Activar ...' is also part of 'Desactivar ...'.
const subscribe = (page: Page) =>
  main(page).getByRole('button', { name: 'Activar notificaciones push en este dispositivo', exact: true });
const unsubscribe = (page: Page) =>
  main(page).getByRole('button', { name: 'Desactivar notificaciones push en este dispositivo', exact: true });
const testPush = (page: Page) => main(page).getByRole('button', { name: 'Enviar prueba por push', exact: true });

const TOKEN_PATH = '/v1/backoffice/store/notifications/firebase_token';

/** The subscription the server holds for the signed-in power on this device (its endpoint), or null. */
async function serverSubscription(page: Page): Promise<string | null> {
  const { token } = await (await pageApi(page))<{ token: string | null }>('GET', TOKEN_PATH);
  return token === null ? null : (JSON.parse(token) as { endpoint: string }).endpoint;
}

/** Subscribes this device on the notifications screen of a fresh server (no VAPID_* set). */
async function subscribeHere(page: Page): Promise<void> {
  await page.goto('/settings/notifications');
  await main(page).getByText('Este dispositivo no recibe notificaciones push.').waitFor();
  expect(await testPush(page).isDisabled()).toBe(true);
  await subscribe(page).click();
  await main(page).getByText('Este dispositivo recibe notificaciones push.').waitFor();
}

describe('push notifications', () => {
  it("subscribes on a fresh server with no configuration, the server keeps it, and 'Enviar prueba' queues one", async () => {
    const page = await newPage();
    await openStore(page, 'admin', 'centro');
    await subscribeHere(page);
    expect(await serverSubscription(page)).toBe(PUSH_STUB_ENDPOINT);

    await page.reload();
    await unsubscribe(page).waitFor();
    await main(page).getByText('Este dispositivo recibe notificaciones push.').waitFor();
    await testPush(page).click();
    await waitForToast(page, 'Prueba enviada');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await unsubscribe(page).click();
    await subscribe(page).waitFor();
    expect(await serverSubscription(page)).toBeNull();
    expect(await testPush(page).isDisabled()).toBe(true);
  });

  it("'Enviar prueba' by WhatsApp queues a message to the demo user's phone", async () => {
    const page = await newPage();
    await openStore(page, 'staff', 'centro');
    await page.goto('/settings/notifications');
    await main(page).getByRole('button', { name: 'Enviar prueba por WhatsApp' }).click();
    await waitForToast(page, 'Prueba enviada');
  });

  it("shows a push that arrives while the app is on screen as a toast; its 'Ver' opens the order", async () => {
    const page = await newPage();
    await openStore(page, 'admin', 'centro');
    await subscribeHere(page);
    await page.goto('/orders');
    const url = '/orders/00000000-0000-4000-8000-000000000042';
    await deliverPush(page, {
      title: 'Nueva orden #42',
      body: 'Ana Prueba · 12.345,50 ARS',
      url,
      tag: '00000000-0000-4000-8000-000000000042:order:created',
      order_id: '00000000-0000-4000-8000-000000000042',
      number: 42,
    });
    const toast = page.getByRole('alert').filter({ hasText: 'Nueva orden #42' });
    await toast.getByText('Ana Prueba · 12.345,50 ARS').waitFor();
    await toast.getByRole('button', { name: 'Ver' }).click();
    await page.waitForURL((at) => at.pathname === url);
  });

  it('shows a system notification with the title, body and tag when no Comanda window is on screen', async () => {
    const page = await newPage();
    await page.context().grantPermissions(['notifications'], { origin: serverUrl() });
    await openStore(page, 'admin', 'centro');
    await subscribeHere(page);
    const url = '/orders/00000000-0000-4000-8000-000000000043';
    // The page leaves the site: the worker has no window to hand the message to.
    await page.goto('about:blank');
    await deliverPush(page, {
      title: 'Nueva orden #43',
      body: 'Bruno Prueba · 800,00 ARS',
      // A link to the site is kept as its path.
      url: `${serverUrl()}${url}`,
      tag: '00000000-0000-4000-8000-000000000043:order:created',
      order_id: '00000000-0000-4000-8000-000000000043',
      number: 43,
    });
    await page.goto('/orders');
    // The worker shows it on its own time: wait until it is there.
    const listed = await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.ready;
      const notifications = await registration.getNotifications();
      return notifications.length > 0
        ? notifications.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }))
        : null;
    });
    const shown: unknown = await listed.jsonValue();
    expect(shown).toEqual([
      {
        title: 'Nueva orden #43',
        body: 'Bruno Prueba · 800,00 ARS',
        tag: '00000000-0000-4000-8000-000000000043:order:created',
        data: { url },
      },
    ]);
    expect(await page.getByRole('alert').filter({ hasText: 'Nueva orden #43' }).count()).toBe(0);
  });
});
