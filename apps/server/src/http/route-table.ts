import type { RouteOptions } from 'fastify';

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
