import { orderWorkerRoles } from '@comanda/contract/roles';
import { useAccess } from '../../auth/use-auth';
import { messages } from '../../lib/messages';
import classes from './stock-warnings-banner.module.css';
import { StockWarningRow } from './stock-warning-row';
import { useStockWarnings } from './use-stock-warnings';

const readsWarnings = (role: string): boolean => (orderWorkerRoles as readonly string[]).includes(role);

/**
 * The board's and Inicio's stock banner for the order workers (a rider is not asked): every item
 * at or below its 'Avisar con', out of stock first, kept live by the stream ('stock' events) and
 * read again after a reload.
 */
export function StockWarningsBanner() {
  const { role } = useAccess();
  return <StockWarningsStack enabled={readsWarnings(role)} />;
}

/** The warnings, fixed in the screen's corner; nothing while there is none. */
export function StockWarningsStack({ enabled }: { enabled: boolean }) {
  const { warnings, restock } = useStockWarnings(enabled);
  if (warnings.length === 0) return null;
  return (
    <section className={classes.banner} aria-label={messages.stockWarnings.label}>
      {warnings.map((warning) => (
        <StockWarningRow key={warning.id} warning={warning} restock={(count) => restock(warning.id, count)} />
      ))}
    </section>
  );
}
