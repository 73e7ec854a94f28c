import type { TurnReport } from '@comanda/contract/turn';
import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { createPortal } from 'react-dom';
import { messages } from '../../lib/messages';
import { useBrowserPrint } from '../print/use-browser-print';
import { TurnSummaryTicket } from './turn-summary-ticket';

/**
 * 'Imprimir' of a turn's summary: the browser prints its 80 mm ticket. The print host is not
 * used: it takes an order's JSON (SPEC.md "Printing"), and a summary is not an order. The ticket
 * goes straight under <body>, outside any dialog, so the print sheet places it at the top.
 */
export function TurnSummaryPrintButton({ report }: { report: TurnReport }) {
  const { printing, print } = useBrowserPrint();
  return (
    <>
      <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={print}>
        {messages.turnSummary.print}
      </Button>
      {/* Not Mantine's Portal: it mounts a render later, after window.print has run. */}
      {printing ? createPortal(<TurnSummaryTicket report={report} />, document.body) : null}
    </>
  );
}
