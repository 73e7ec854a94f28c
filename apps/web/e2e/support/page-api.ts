import type { Page } from 'playwright-core';
import { serverUrl } from './server-url';

export type PageApi = <T = unknown>(method: 'GET' | 'PUT', path: string, body?: unknown) => Promise<T>;

/**
 * Calls the API as the signed-in page does (its access token and device id), to set up or check
 * data around a browser test. Answers the envelope's result; throws on a failed call.
 */
export async function pageApi(page: Page): Promise<PageApi> {
  const { access, deviceId } = await page.evaluate(() => ({
    access: localStorage.getItem('access'),
    deviceId: localStorage.getItem('device_id'),
  }));
  if (!access || !deviceId) throw new Error('pageApi: the page has no access token yet');
  return async <T>(method: 'GET' | 'PUT', path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${serverUrl()}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${access}`,
        'Device-Id': deviceId,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} -> ${response.status} ${text}`);
    return (JSON.parse(text) as { result: T }).result;
  };
}
