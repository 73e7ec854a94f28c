import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API: what it takes and what it answers (the `result` of the envelope).
 * Paths use `:name` placeholders; the server registers them as they are and the web client fills them.
 */
export interface RouteDefinition {
  method: HttpMethod;
  path: `/v1/${string}`;
  summary: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Calls that take a multipart form instead of JSON (file uploads). */
  multipart?: boolean;
  response: z.ZodType;
  /**
   * Calls that answer a text/event-stream instead of JSON: each server-sent event's data is this
   * schema, and a reconnect may send Last-Event-ID.
   */
  eventStream?: z.ZodType;
  successStatus?: 200 | 201;
}

export function defineRoute<const T extends RouteDefinition>(route: T): T {
  return route;
}

type InferOr<S, Fallback> = S extends z.ZodType ? z.infer<S> : Fallback;

export type RouteParams<R extends RouteDefinition> = InferOr<R['params'], undefined>;
export type RouteQuery<R extends RouteDefinition> = InferOr<R['query'], undefined>;
export type RouteBody<R extends RouteDefinition> = InferOr<R['body'], undefined>;
export type RouteResult<R extends RouteDefinition> = z.infer<R['response']>;
/** What a caller must supply: only the parts the route declares. */
export type RouteInput<R extends RouteDefinition> = (R['params'] extends z.ZodType
  ? { params: z.input<R['params']> }
  : { params?: undefined }) &
  (R['query'] extends z.ZodType ? { query?: z.input<R['query']> } : { query?: undefined }) &
  (R['body'] extends z.ZodType ? { body: z.input<R['body']> } : { body?: undefined });

/** `/v1/orders/:orderId` + {orderId: 'x'} -> `/v1/orders/x` */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Falta el parametro ${name}`);
    return encodeURIComponent(String(value));
  });
}
