import type { Order } from '@comanda/contract/orders';
import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { useBrowserPrint } from '../../../components/print/use-browser-print';
import { messages } from '../../../lib/messages';
import { toast } from '../../../lib/toast';
import { readPrintHost } from './print-host';
import classes from './print-button.module.css';
import { printOrder } from './print-order';
import { PrintTicket } from './print-ticket';

/**
 * 'Imprimir': the print host first; when it fails the ticket is mounted, the browser prints it
 * (window.print blocks until the dialog closes) and it is taken away again.
 */
export function PrintButton({ order, disabled }: { order: Order; disabled: boolean }) {
  const [pending, setPending] = useState(false);
  const { printing, print: browserPrint } = useBrowserPrint();
  const print = async () => {
    setPending(true);
    try {
      const outcome = await printOrder(order, {
        host: readPrintHost(),
        fetch: (input, init) => window.fetch(input, init),
        browserPrint,
      });
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
      {printing ? <PrintTicket order={order} /> : null}
    </>
  );
}
