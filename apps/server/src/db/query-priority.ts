import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * Who a query works for, as the embedded database's one connection is shared out
 * (fair-connection-queue.ts): staff requests, or anonymous ones (the public storefront, sign-in).
 */
export type QueryPriority = 'staff' | 'anonymous';

export interface QueryContext {
  priority: QueryPriority;
  /** When the work began (performance.now()): its queries go before those of later work. */
  startedAt: number;
}

const contexts = new AsyncLocalStorage<QueryContext>();

/** The context of the running request; undefined for work outside one (the event hub, start-up). */
export function currentQueryContext(): QueryContext | undefined {
  return contexts.getStore();
}

/** Runs `work` (and everything it starts) as one piece of work of this priority. */
export function runWithPriority<T>(priority: QueryPriority, work: () => T): T {
  return contexts.run({ priority, startedAt: performance.now() }, work);
}

/** Tags each request: a public route's queries are anonymous, every other route's are staff. */
export function tagRequestPriority(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    runWithPriority(request.routeOptions.config.access?.kind === 'public' ? 'anonymous' : 'staff', done);
  });
}
