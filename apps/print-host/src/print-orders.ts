import type { Order } from '@comanda/contract/orders';
import { type TicketKind, ticketOf } from '@comanda/contract/tickets';
import type { PrinterConfig } from './config/config-schema';
import { renderTicket } from './printing/escpos';
import type { JobQueue } from './queue/job-queue';
import { PrintedKeys } from './queue/printed-keys';
import type { PrinterWorker } from './queue/printer-worker';

export interface PrinterLane {
  printer: PrinterConfig;
  queue: JobQueue;
  worker: PrinterWorker;
}

export interface PrintRequest {
  order: Order;
  tickets: readonly TicketKind[];
  reprint: boolean;
  timeZone: string;
}

export interface TicketOutcome {
  printer: string;
  ticket: TicketKind;
  /** queued: written to the printer's queue (it prints now, or once the printer is back). */
  state: 'queued' | 'duplicate';
}

/**
 * Queues each asked ticket on every printer that takes it, unless that printer already got that
 * order's ticket (a reprint always queues). The job is on disk before the answer, and the key
 * after it: a crash in between may print twice, never lose a ticket.
 */
export async function printOrder(lanes: PrinterLane[], keys: PrintedKeys, request: PrintRequest): Promise<TicketOutcome[]> {
  const outcomes: TicketOutcome[] = [];
  for (const { printer, queue, worker } of lanes) {
    for (const ticket of printer.tickets.filter((kind) => request.tickets.includes(kind))) {
      const key = PrintedKeys.key(printer.name, request.order.id, ticket);
      if (!request.reprint && keys.has(key)) {
        outcomes.push({ printer: printer.name, ticket, state: 'duplicate' });
        continue;
      }
      const bytes = renderTicket(ticketOf(ticket, request.order, request.timeZone), printer.paper);
      await queue.push({
        order_id: request.order.id,
        number: request.order.number,
        ticket,
        reprint: request.reprint,
        created_at: new Date().toISOString(),
        bytes: Buffer.from(bytes).toString('base64'),
      });
      await keys.add(key);
      worker.kick();
      outcomes.push({ printer: printer.name, ticket, state: 'queued' });
    }
  }
  return outcomes;
}
