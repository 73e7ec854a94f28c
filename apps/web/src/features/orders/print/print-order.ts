import type { Order } from '@comanda/contract/orders';
import type { SendDeps } from '../../../components/print/send-to-print-host';
import { sendToPrintHost } from '../../../components/print/send-to-print-host';

export type PrintOutcome = 'host' | 'browser';

export interface PrintDeps extends SendDeps {
  browserPrint: () => void;
}

/**
 * 'Imprimir': both tickets to the print host (`?ticket=all`); when that fails (nothing listening,
 * a refusal, a timeout) the browser prints them.
 */
export async function printOrder(order: Order, deps: PrintDeps): Promise<PrintOutcome> {
  const answer = await sendToPrintHost(order, 'all', deps);
  if (answer.ok) return 'host';
  deps.browserPrint();
  return 'browser';
}
