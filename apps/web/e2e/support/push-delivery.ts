import type { Page } from 'playwright-core';
import { serverUrl } from './server-url';

/**
 * Delivers a push message to the page's service worker as the browser would on a message from
 * the push service (DevTools' ServiceWorker.deliverPushMessage): the app's own sw.js handles it.
 */
export async function deliverPush(page: Page, payload: unknown): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const scope = `${serverUrl()}/`;
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((entry) => entry.scopeURL === scope && !entry.isDeleted);
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: serverUrl(),
      registrationId: await registration,
      data: JSON.stringify(payload),
    });
  } finally {
    await cdp.detach();
  }
}
