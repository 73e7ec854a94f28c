import type { ServerResponse } from 'node:http';
import { errorCatalogue, type ErrorCode } from '@comanda/contract/errors';

/** Codes of the print host's own refusals, beside the API's catalogue. */
export const printHostErrors = {
  'PRINT:ORIGIN:FORBIDDEN': { status: 403, text: 'Este origen no puede imprimir en este print host' },
  'PRINT:TICKET:NO_PRINTER': { status: 409, text: 'Ninguna impresora configurada imprime ese ticket' },
  'PRINT:BODY:TOO_LARGE': { status: 413, text: 'El pedido supera 1 MB' },
  /** The queue could not be written (disk full, permissions): the web prints from the browser. */
  'PRINT:QUEUE:FAILED': { status: 503, text: 'No se pudo guardar el ticket en la cola de impresion' },
} as const;
export type PrintHostErrorCode = keyof typeof printHostErrors;

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  response.end(text);
}

/** The API's error envelope: {error: {code, description}}, the description in Spanish. */
export function sendError(response: ServerResponse, code: ErrorCode | PrintHostErrorCode, detail?: string): void {
  const entry = code in printHostErrors ? printHostErrors[code as PrintHostErrorCode] : errorCatalogue[code as ErrorCode];
  const description = detail ? `${entry.text}: ${detail}` : entry.text;
  sendJson(response, entry.status, { error: { code, description } });
}
