import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '@comanda/contract/route';
import { allRoutes } from '@comanda/contract/routes';
import { createTestApp, type TestApp } from '../testing/test-app';
import { routeRecorder } from './route-table';

const key = (method: string, path: string) => `${method} ${path}`;

describe('the server implements the contract', () => {
  const recorder = routeRecorder();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ onRoute: recorder.record });
  });
  afterAll(() => t.close());

  const unregistered = (routes: readonly RouteDefinition[]) => {
    const registered = new Set(
      recorder.routes.flatMap((route) => [route.method].flat().map((method) => key(method, route.url))),
    );
    return routes.map((route) => key(route.method, route.path)).filter((call) => !registered.has(call));
  };

  it('registers every call of the contract, with its method and path', () => {
    expect(unregistered(allRoutes)).toEqual([]);
  });

  it('the check names a contract call the server lacks', () => {
    const lacking = defineRoute({
      method: 'DELETE',
      path: '/v1/backoffice/catalogue/articles/:id',
      tag: 'catalogue',
      summary: 'Una llamada que el servidor no tiene',
      response: z.null(),
    });
    expect(unregistered([...allRoutes, lacking])).toEqual(['DELETE /v1/backoffice/catalogue/articles/:id']);
  });

  it('declares every contract call once (two calls on one method and path would hide one)', () => {
    const calls = allRoutes.map((route) => key(route.method, route.path));
    expect(calls.filter((call, index) => calls.indexOf(call) !== index)).toEqual([]);
  });
});
