import type { IncomingMessage, ServerResponse } from 'node:http';
import { Order } from '@comanda/contract/orders';
import type { PrintRequest, TicketOutcome } from '../print-orders';
import { parsePrintQuery } from './print-query';
import { BodyTooLarge, readBody } from './read-body';
import { sendError, sendJson } from './reply';

export interface PrintRouteDeps {
  timeZone: string;
  /** Whether some printer takes the ticket kind: a ticket nobody prints is refused. */
  takes: (ticket: PrintRequest['tickets'][number]) => boolean;
  print: (request: PrintRequest) => Promise<TicketOutcome[]>;
}

/**
 * POST /print: the web app's order JSON. Answers once every ticket is in its printer's queue on
 * disk: printed true when at least one was queued, duplicate true when every asked ticket had
 * already been sent to its printer (and nothing was queued).
 */
export async function printRoute(request: IncomingMessage, response: ServerResponse, url: URL, deps: PrintRouteDeps): Promise<void> {
  const header = request.headers['x-time-zone'];
  const query = parsePrintQuery(url, Array.isArray(header) ? header[0] : header);
  if ('problem' in query) return sendError(response, 'BAD_REQUEST', query.problem);

  let text: string;
  try {
    text = await readBody(request);
  } catch (error) {
    if (error instanceof BodyTooLarge) return sendError(response, 'PRINT:BODY:TOO_LARGE');
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return sendError(response, 'BAD_REQUEST', 'el cuerpo no es JSON valido');
  }
  const parsed = Order.safeParse(json);
  if (!parsed.success) {
    const details = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${['order', ...issue.path].join('.')}: ${issue.message}`)
      .join('; ');
    return sendError(response, 'BAD_REQUEST', details);
  }
  const tickets = query.tickets.filter(deps.takes);
  if (tickets.length === 0) return sendError(response, 'PRINT:TICKET:NO_PRINTER', query.tickets.join(', '));

  const outcomes = await deps.print({
    order: parsed.data,
    tickets,
    reprint: query.reprint,
    timeZone: query.timeZone ?? deps.timeZone,
  });
  const queued = outcomes.some((outcome) => outcome.state === 'queued');
  sendJson(response, 200, { result: { printed: queued, duplicate: !queued, tickets: outcomes } });
}
