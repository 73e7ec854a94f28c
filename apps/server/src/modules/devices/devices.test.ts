import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceRoutes } from '@comanda/contract/devices';
import { fillPath } from '@comanda/contract/route';
import { createTestApp, errorOf, resultOf, type TestApp } from '../../testing/test-app';

describe('devices', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (deviceId: string) =>
    t.app.inject({ method: 'PUT', url: fillPath(deviceRoutes.register.path, { deviceId }) });
  const get = (deviceId: string) =>
    t.app.inject({ method: 'GET', url: fillPath(deviceRoutes.get.path, { deviceId }) });

  it('registers a device without a token and answers success', async () => {
    const id = randomUUID();
    const res = await register(id);
    expect(res.statusCode).toBe(200);
    expect(resultOf(deviceRoutes.register, res)).toBe('success');

    const device = resultOf(deviceRoutes.get, await get(id));
    expect(device.id).toBe(id);
    expect(Date.now() - Date.parse(device.created_at)).toBeLessThan(60_000);
  });

  it('is idempotent: registering again keeps the first registration', async () => {
    const id = randomUUID();
    resultOf(deviceRoutes.register, await register(id));
    const first = resultOf(deviceRoutes.get, await get(id));
    const again = await register(id);
    expect(resultOf(deviceRoutes.register, again)).toBe('success');
    expect(resultOf(deviceRoutes.get, await get(id))).toEqual(first);
  });

  it('answers 404 NOT_FOUND for a device never registered', async () => {
    expect(errorOf(await get(randomUUID()))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('refuses an id that is not a uuid with 400 naming the parameter', async () => {
    for (const res of [await register('not-a-uuid'), await get('1234')]) {
      const error = errorOf(res);
      expect(error).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
      expect(error.description).toContain('deviceId');
    }
  });

  it('does not need a token even when a bad one is sent', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: fillPath(deviceRoutes.register.path, { deviceId: randomUUID() }),
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(resultOf(deviceRoutes.register, res)).toBe('success');
  });
});
