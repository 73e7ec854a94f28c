import type { QuotedCoupon } from '@comanda/contract/storefront';
import { useId, useState, type FormEvent } from 'react';
import { formatAmount } from '../follow-up/format';
import styles from './checkout.module.css';
import { refusalText } from './order-error-text';

/** A coupon code: 'Aplicar' asks the quote, which shows its discount (or why not) before confirming. */
export function CouponField({
  applied,
  quoted,
  onApply,
}: {
  applied: string;
  quoted: QuotedCoupon | null;
  onApply: (code: string) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState(applied);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(typed.trim().toUpperCase());
  };
  const result = applied && quoted && quoted.code === applied ? quoted : null;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>Cupón de descuento (opcional)</label>
      <div className={styles.inline}>
        <input
          id={id}
          className={styles.input}
          value={typed}
          autoCapitalize="characters"
          aria-describedby={result ? `${id}-result` : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(event);
          }}
        />
        <button type="button" className={styles.secondary} onClick={apply}>
          Aplicar
        </button>
      </div>
      {result && (
        <p id={`${id}-result`} role="status" className={result.refusal ? styles.error : styles.ok}>
          {result.refusal
            ? refusalText(result.refusal.code, null, null, result.refusal.description)
            : `Cupón ${result.code} aplicado: -${formatAmount(result.discount)}`}
        </p>
      )}
      {applied && !result && <p className={styles.hint}>Revisando el cupon ...</p>}
    </div>
  );
}
