import { type TicketKind, ticketKinds } from '@comanda/contract/tickets';
import { isTimeZone } from '../config/config-schema';

export interface PrintQuery {
  tickets: readonly TicketKind[];
  reprint: boolean;
  /** The zone the web sent (?tz= or X-Time-Zone), else null. */
  timeZone: string | null;
}

/** ?ticket=kitchen|package|all (all by default), ?reprint=1, ?tz=; a Spanish problem otherwise. */
export function parsePrintQuery(url: URL, timeZoneHeader: string | undefined): PrintQuery | { problem: string } {
  const ticket = url.searchParams.get('ticket') ?? 'all';
  if (ticket !== 'all' && !(ticketKinds as readonly string[]).includes(ticket)) {
    return { problem: 'ticket debe ser kitchen, package o all' };
  }
  const reprint = url.searchParams.get('reprint') ?? '0';
  if (!['0', '1', 'true', 'false'].includes(reprint)) return { problem: 'reprint debe ser 1 o 0' };
  const timeZone = url.searchParams.get('tz') ?? timeZoneHeader ?? null;
  if (timeZone !== null && !isTimeZone(timeZone)) return { problem: `zona horaria desconocida: ${timeZone}` };
  return {
    tickets: ticket === 'all' ? ticketKinds : [ticket as TicketKind],
    reprint: reprint === '1' || reprint === 'true',
    timeZone,
  };
}
