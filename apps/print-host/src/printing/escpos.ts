import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { Ticket, TicketLine } from '@comanda/contract/tickets';

export type PaperWidth = 80 | 58;

/** Characters per line in the printer's normal font (font A). */
export const paperColumns: Record<PaperWidth, number> = { 80: 48, 58: 32 };

/**
 * cp858 is cp850 (Latin-1 for DOS) with the euro sign: it has á é í ó ú ñ Ñ ü ¿ ¡ ° and every other
 * Spanish letter, and Epson-compatible printers select it as code page 19 (ESC t 19).
 */
export const CODE_PAGE = 'cp858';

/** Lines fed before the cut so the last line clears the cutter. */
const FEED_BEFORE_CUT = 4;

/** Splits text into lines of at most `width` characters, at spaces where it can. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      let rest = word;
      while (rest.length > width) {
        if (line) lines.push(line);
        lines.push(rest.slice(0, width));
        rest = rest.slice(width);
        line = '';
      }
      if (!line) line = rest;
      else if (line.length + 1 + rest.length <= width) line = `${line} ${rest}`;
      else {
        lines.push(line);
        line = rest;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Label left, value right; on two lines when both do not fit. */
function amountRows(label: string, value: string, columns: number): string[] {
  if (label.length + 1 + value.length <= columns) {
    return [label + ' '.repeat(columns - label.length - value.length) + value];
  }
  return [...wrap(label, columns), value.padStart(columns)];
}

function drawLine(encoder: ReceiptPrinterEncoder, line: TicketLine, columns: number): void {
  switch (line.type) {
    case 'heading':
      // Double width and height: half the columns.
      encoder.align('center').bold(true).size(2, 2);
      for (const row of wrap(line.text, Math.floor(columns / 2))) encoder.line(row);
      encoder.size(1, 1).bold(false).align('left');
      return;
    case 'rule':
      encoder.line('-'.repeat(columns));
      return;
    case 'amount':
      encoder.bold(line.bold);
      for (const row of amountRows(line.label, line.value, columns)) encoder.line(row);
      encoder.bold(false);
      return;
    case 'text':
    case 'field': {
      const text = line.type === 'text' ? line.text : `${line.label}: ${line.value}`;
      const indent = line.type === 'text' && line.indent ? '  ' : '';
      // Large is double height and double width, so half the columns fit.
      const width = (line.size === 'large' ? Math.floor(columns / 2) : columns) - indent.length;
      encoder.bold(line.bold);
      if (line.size === 'large') encoder.size(2, 2);
      for (const row of wrap(text, width)) encoder.line(indent + row);
      if (line.size === 'large') encoder.size(1, 1);
      encoder.bold(false);
      return;
    }
  }
}

/** One ticket as ESC/POS bytes for the paper's width, ending with a full cut. */
export function renderTicket(ticket: Ticket, paper: PaperWidth): Uint8Array {
  const columns = paperColumns[paper];
  // The library wraps too; our own wrapping (at the same width) decides where lines break.
  const encoder = new ReceiptPrinterEncoder({ language: 'esc-pos', columns, codepageMapping: 'epson' });
  encoder.initialize().codepage(CODE_PAGE);
  for (const line of ticket.lines) drawLine(encoder, line, columns);
  return encoder.newline(FEED_BEFORE_CUT).cut('full').encode();
}
