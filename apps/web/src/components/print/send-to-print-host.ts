import type { Order } from '@comanda/contract/orders';
import type { TicketKind } from '@comanda/contract/tickets';
import { messages } from '../../lib/messages';

/** How long the print host may take before it counts as failed. */
export const PRINT_HOST_TIMEOUT_MS = 5000;

/** What the print host is asked to print: one kind of ticket, or both ('all'). */
export type TicketRequest = TicketKind | 'all';

export type HostAnswer = { ok: true } | { ok: false; reason: string };

export interface SendDeps {
  host: string;
  fetch: typeof fetch;
  /** An explicit reprint: the print host prints it even if it printed that ticket already. */
  reprint?: boolean;
  /** The store's zone (`?tz=`), for the promised time on the ticket; the print host's own when absent. */
  timeZone?: string;
}

const text = messages.orders.print.auto;

/** The print host's address with `?ticket=` (`&reprint=1`, `&tz=`); null when it is not a URL. */
export function printHostUrl(
  host: string,
  ticket: TicketRequest,
  { reprint = false, timeZone }: { reprint?: boolean; timeZone?: string } = {},
): URL | null {
  let url: URL;
  try {
    url = new URL(host);
  } catch {
    return null;
  }
  url.searchParams.set('ticket', ticket);
  if (reprint) url.searchParams.set('reprint', '1');
  else url.searchParams.delete('reprint');
  if (timeZone) url.searchParams.set('tz', timeZone);
  return url;
}

/** The print host's refusals come in the API's envelope, with a Spanish description. */
async function errorDescription(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: { description?: unknown } };
    const description = body.error?.description;
    return typeof description === 'string' && description.trim() ? description.trim() : null;
  } catch {
    return null;
  }
}

/**
 * POSTs the order JSON to the print host (SPEC.md section 7 "Printing"). Never throws: the answer
 * says why it failed, in words for a toast.
 */
export async function sendToPrintHost(order: Order, ticket: TicketRequest, deps: SendDeps): Promise<HostAnswer> {
  const url = printHostUrl(deps.host, ticket, deps);
  if (!url) return { ok: false, reason: text.invalidHost(deps.host) };
  try {
    const response = await deps.fetch(url.href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(order),
      signal: AbortSignal.timeout(PRINT_HOST_TIMEOUT_MS),
    });
    if (response.ok) return { ok: true };
    return { ok: false, reason: text.refused(response.status, await errorDescription(response)) };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return { ok: false, reason: timedOut ? text.timeout : text.unreachable(url.origin) };
  }
}
