import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthRoutes } from '@comanda/contract/health';
import { createTestApp, errorOf, resultOf, type TestApp } from '../../testing/test-app';

describe('health and the envelope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers ok inside {result}', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(resultOf(healthRoutes.health, res)).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers NOT_FOUND in the error envelope for an unknown /v1 route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/nothing/here' });
    expect(errorOf(res)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
