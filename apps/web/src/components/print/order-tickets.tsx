import type { Order } from '@comanda/contract/orders';
import type { TicketKind, TicketLine } from '@comanda/contract/tickets';
import { ticketOf } from '@comanda/contract/tickets';
import { useStoreTimeZone } from '../../lib/store-info';
import tickets from './order-tickets.module.css';
import classes from './paper-ticket.module.css';

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ') || undefined;

function Line({ line }: { line: TicketLine }) {
  switch (line.type) {
    case 'heading':
      return <p className={cx(classes.title, tickets.heading)}>{line.text}</p>;
    case 'text':
      return (
        <div className={cx(line.size === 'large' && tickets.large, line.bold && tickets.bold, line.indent === 1 && classes.indent)}>
          {line.text}
        </div>
      );
    case 'field':
      return (
        <div className={cx(line.size === 'large' && tickets.large, line.bold && tickets.bold)}>
          {line.label}: {line.value}
        </div>
      );
    case 'amount':
      return (
        <div className={cx(classes.row, line.bold && tickets.bold)}>
          <span>{line.label}</span>
          <span>{line.value}</span>
        </div>
      );
    case 'rule':
      return <hr className={classes.rule} />;
  }
}

const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The order's tickets as the browser prints them when the print host fails: the contract's lines
 * (the print host prints the same), on 80 mm paper, black on white, one kind per length of paper;
 * invisible on screen. Times on the store's clock (the device's until the store's zone loads).
 */
export function OrderTickets({ order, kinds }: { order: Order; kinds: readonly TicketKind[] }) {
  const timeZone = useStoreTimeZone() ?? deviceTimeZone();
  return (
    <div className={cx(classes.ticket, tickets.paper)} aria-hidden data-testid="print-ticket">
      {kinds.map((kind) => (
        <section key={kind} className={tickets.kind} data-ticket={kind}>
          {ticketOf(kind, order, timeZone).lines.map((line, index) => (
            // Lines have no identity beyond their place, and a ticket never reorders them.
            <Line key={index} line={line} />
          ))}
        </section>
      ))}
    </div>
  );
}
