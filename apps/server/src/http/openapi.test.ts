import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@comanda/contract/routes';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('describes every call of the contract, with {result} answers and bearer security', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { security: unknown[] }>> };
    expect(doc.openapi).toBe('3.1.0');
    for (const route of allRoutes) {
      const path = route.path.replace(/:([A-Za-z_]+)/g, '{$1}');
      expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
    }
    expect(doc.paths['/v1/health']?.get?.security).toEqual([]);
    expect(doc.paths['/v1/backoffice/orders']?.get?.security).toEqual([{ bearer: [] }]);
  });

  it('describes the live stream as text/event-stream with Last-Event-ID', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/openapi.json' });
    type Operation = { parameters: Array<{ name: string; in: string }>; responses: Record<string, { content: Record<string, unknown> }> };
    const stream = (res.json() as { paths: Record<string, Record<string, Operation>> }).paths['/v1/backoffice/events']?.get;
    expect(Object.keys(stream?.responses['200']?.content ?? {})).toEqual(['text/event-stream']);
    expect(stream?.parameters).toContainEqual(expect.objectContaining({ name: 'Last-Event-ID', in: 'header' }));
    const orders = (res.json() as { paths: Record<string, Record<string, Operation>> }).paths['/v1/backoffice/orders']?.get;
    expect(Object.keys(orders?.responses['200']?.content ?? {})).toEqual(['application/json']);
  });

  it('serves a readable docs page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
