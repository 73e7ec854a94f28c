import type { Order } from '@comanda/contract/orders';
import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import type { TicketKind } from '@comanda/contract/tickets';
import { OrderTickets } from '../../../components/print/order-tickets';
import { readPrintHost } from '../../../components/print/print-host';
import { findPrinted, markPrinted } from '../../../components/print/printed-tickets';
import { useBrowserPrint } from '../../../components/print/use-browser-print';
import { browserStorage } from '../../../lib/key-value-storage';
import { messages } from '../../../lib/messages';
import { useStoreTimeZone } from '../../../lib/store-info';
import { toast } from '../../../lib/toast';
import classes from './print-button.module.css';
import { printOrder } from './print-order';

const BOTH: readonly TicketKind[] = ['kitchen', 'package'];

/**
 * 'Imprimir', the explicit print: both tickets to the print host (a reprint when this device
 * printed either already, so the print host does not skip it as a duplicate); when it fails the
 * tickets are mounted, the browser prints them (window.print blocks until the dialog closes) and
 * they are taken away again. Either way auto-print will not print them again on this device.
 */
export function PrintButton({ order, disabled }: { order: Order; disabled: boolean }) {
  const [pending, setPending] = useState(false);
  const { printing, print: browserPrint } = useBrowserPrint();
  const timeZone = useStoreTimeZone();
  const print = async () => {
    setPending(true);
    try {
      const storage = browserStorage();
      const reprint = BOTH.some((kind) => findPrinted(storage, order.id, kind)?.state === 'printed');
      const outcome = await printOrder(order, {
        host: readPrintHost(),
        fetch: (input, init) => window.fetch(input, init),
        browserPrint,
        reprint,
        timeZone,
      });
      markPrinted(storage, order.id, BOTH);
      if (outcome === 'host') toast.success(messages.orders.print.sent);
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button
        classNames={classes}
        leftSection={<IconPrinter size={16} aria-hidden />}
        disabled={disabled}
        loading={pending}
        onClick={() => void print()}
      >
        {messages.orders.print.print}
      </Button>
      {printing ? <OrderTickets order={order} kinds={BOTH} /> : null}
    </>
  );
}
