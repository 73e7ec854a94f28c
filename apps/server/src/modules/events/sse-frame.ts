import type { StreamEvent } from '@comanda/contract/events';

/**
 * One server-sent event: named after its type (so `addEventListener('order')` works), with the
 * store's sequence as its id. `ready` and `reset` carry one too: a client that drops right after
 * them resumes from there. JSON never holds a raw newline, so `data:` fits on one line.
 */
export function sseFrame(event: StreamEvent): string {
  return `event: ${event.type}\nid: ${event.seq}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** A comment line: clients ignore it, proxies see traffic and keep the stream open. */
export const SSE_HEARTBEAT = ': ping\n\n';
