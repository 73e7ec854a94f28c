import type { Order } from '@comanda/contract/orders';

/** How long the print host may take before the browser print is used instead. */
export const PRINT_HOST_TIMEOUT_MS = 5000;

export type PrintOutcome = 'host' | 'browser';

export interface PrintDeps {
  host: string;
  fetch: typeof fetch;
  browserPrint: () => void;
}

/**
 * SPEC.md section 7 "Printing": the order is POSTed as JSON to the print host; when that fails
 * (nothing listening, a refusal, a timeout) the browser prints the 80 mm ticket.
 */
export async function printOrder(order: Order, deps: PrintDeps): Promise<PrintOutcome> {
  try {
    const response = await deps.fetch(deps.host, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(order),
      signal: AbortSignal.timeout(PRINT_HOST_TIMEOUT_MS),
    });
    if (response.ok) return 'host';
  } catch {
    // Falls through to the browser print.
  }
  deps.browserPrint();
  return 'browser';
}
