import type { OrderImports, OrderItem } from '@comanda/contract/orders';
import { formatAmount } from './format';
import styles from './order-lines.module.css';

/*
 * The lines of an order and its totals as the server priced them (the follow-up's order, the
 * checkout's quote): each line one unit with its chosen options, then items, delivery, coupon
 * and total, to the cent.
 */

type Line = Pick<OrderItem, 'article' | 'toppings' | 'imports' | 'message'>;

/** 'Grande', 'Extra queso x2': the options chosen on a line. */
function optionNames(line: Line): string[] {
  return Object.values(line.toppings).flatMap((topping) =>
    Object.values(topping.options).map((option) => (option.count > 1 ? `${option.name} x${option.count}` : option.name)),
  );
}

export function OrderLines({ items, label }: { items: Line[]; label: string }) {
  return (
    <ul className={styles.lines} aria-label={label}>
      {items.map((line, index) => {
        const options = optionNames(line);
        return (
          <li key={index} className={styles.line}>
            <div>
              <span className={styles.name}>{line.article.name}</span>
              {options.length > 0 && <span className={styles.detail}>{options.join(', ')}</span>}
              {line.message && <span className={styles.detail}>"{line.message}"</span>}
            </div>
            <span className={styles.amount}>{formatAmount(line.imports.total)}</span>
          </li>
        );
      })}
    </ul>
  );
}

export function OrderTotals({ imports, couponCode }: { imports: OrderImports; couponCode?: string | null }) {
  return (
    <dl className={styles.totals} aria-label="Totales">
      <div>
        <dt>Productos</dt>
        <dd>{formatAmount(imports.items)}</dd>
      </div>
      {imports.delivery.amount > 0 && (
        <div>
          <dt>Envío</dt>
          <dd>{formatAmount(imports.delivery)}</dd>
        </div>
      )}
      {imports.coupon.amount > 0 && (
        <div className={styles.discount}>
          <dt>Cupón{couponCode ? ` ${couponCode}` : ''}</dt>
          <dd>-{formatAmount(imports.coupon)}</dd>
        </div>
      )}
      <div className={styles.total}>
        <dt>Total</dt>
        <dd data-testid="order-total">{formatAmount(imports.total)}</dd>
      </div>
    </dl>
  );
}
