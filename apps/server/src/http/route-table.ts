import type { RouteOptions } from 'fastify';
import type { RouteDefinition } from '@comanda/contract/route';

/** Collects the routes of an app as they are added: pass `record` as `buildApp({onRoute})`. */
export function routeRecorder(): { record: (route: RouteOptions) => void; routes: RouteOptions[] } {
  const routes: RouteOptions[] = [];
  return { record: (route) => void routes.push(route), routes };
}

/** `METHOD /v1/...` of every API route that does not declare who may call it. */
export function v1RoutesWithoutAccess(routes: readonly RouteOptions[]): string[] {
  return routes
    .filter((route) => route.url.startsWith('/v1') && !route.config?.access)
    .map((route) => `${[route.method].flat().join(',')} ${route.url}`);
}

/** `METHOD /path` of every call of the contract the app did not register: a call the server forgot. */
export function contractRoutesNotRegistered(
  contract: ReadonlyArray<Pick<RouteDefinition, 'method' | 'path'>>,
  routes: readonly RouteOptions[],
): string[] {
  const registered = new Set(routes.flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`)));
  return contract.map((route) => `${route.method} ${route.path}`).filter((call) => !registered.has(call));
}
