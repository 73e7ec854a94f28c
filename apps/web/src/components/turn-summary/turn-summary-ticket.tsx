import type { TurnReport } from '@comanda/contract/turn';
import { Fragment } from 'react';
import { messages } from '../../lib/messages';
import { useStoreTimeZone } from '../../lib/store-info';
import classes from '../print/paper-ticket.module.css';
import { summaryFigures, summaryTables, turnMeta } from './turn-summary-tables';

const texts = messages.turnSummary;

function Line({ cells }: { cells: string[] }) {
  const [label, ...figures] = cells;
  return (
    <div className={classes.row}>
      <span>{label}</span>
      <span>{figures.join('  ')}</span>
    </div>
  );
}

/** A turn's summary laid out for 80 mm paper, as the order ticket is; invisible on screen. */
export function TurnSummaryTicket({ report }: { report: TurnReport }) {
  const timeZone = useStoreTimeZone();
  return (
    <div className={classes.ticket} aria-hidden data-testid="turn-summary-ticket">
      <p className={classes.title}>{texts.ticketTitle}</p>
      {turnMeta(report, timeZone).map((field) => (
        <Line key={field.key} cells={[field.label, field.value]} />
      ))}
      <hr className={classes.rule} />
      {summaryFigures(report.summary).map((figure) => (
        <Line key={figure.key} cells={[figure.label, figure.value]} />
      ))}
      {summaryTables(report.summary).map((table) => (
        <Fragment key={table.key}>
          <hr className={classes.rule} />
          <p className={classes.heading}>{table.title}</p>
          {table.rows.length === 0 ? (
            <div>{texts.none}</div>
          ) : (
            <>
              <Line cells={table.columns} />
              {table.rows.map((row) => (
                <Line key={row.key} cells={row.cells} />
              ))}
            </>
          )}
        </Fragment>
      ))}
    </div>
  );
}
