import type { LightMyRequestResponse } from 'fastify';
import type { RouteDefinition } from '@comanda/contract/route';
import type { StaffFixture } from './fixtures';
import type { TestApp } from './test-app';

type Headers = StaffFixture['headers'];

export interface SettingsCalls {
  get(headers: Headers): Promise<LightMyRequestResponse>;
  put(headers: Headers, body: unknown): Promise<LightMyRequestResponse>;
}

/** GET and PUT of one settings group (no path parameters), called through the app like a client. */
export function settingsCalls(t: TestApp, routes: { get: RouteDefinition; save: RouteDefinition }): SettingsCalls {
  return {
    get: (headers) => t.app.inject({ method: 'GET', url: routes.get.path, headers }),
    put: (headers, body) => t.app.inject({ method: 'PUT', url: routes.save.path, headers, payload: body as object }),
  };
}
