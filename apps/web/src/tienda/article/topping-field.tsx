import { useId } from 'react';
import { isSoldOut, optionCents, type OfferedTopping } from '../catalogue-view';
import { formatCents } from '../money';
import styles from './article-dialog.module.css';
import { canAdd, choose, setCount, toppingHint, type Picks } from './topping-rules';

interface ToppingFieldProps {
  offered: OfferedTopping;
  picks: Picks;
  currency: string;
  error?: string;
  onChange: (change: (picks: Picks) => Picks) => void;
}

const priceText = (cents: number, currency: string) => (cents > 0 ? `+ ${formatCents(cents, currency)}` : null);

/**
 * One topping: a single choice (max 1) as radio buttons, otherwise a count per option with
 * − and + (the demo's extra cheese up to 3, a dozen empanadas' 12 flavours).
 */
export function ToppingField({ offered, picks, currency, error, onChange }: ToppingFieldProps) {
  const id = useId();
  const { topping } = offered;
  const chosen = picks[topping.id] ?? {};
  const single = offered.max === 1;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <fieldset
      className={styles.topping}
      data-topping={topping.id}
      aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{topping.name}</legend>
      <p id={hintId} className={styles.hint}>
        {toppingHint(offered)}
      </p>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <ul className={styles.options}>
        {topping.options.map((option) => {
          const soldOut = isSoldOut(option);
          const price = priceText(optionCents(option), currency);
          const count = chosen[option.id] ?? 0;
          if (single) {
            return (
              <li key={option.id} className={styles.option}>
                <label className={styles.choice}>
                  <input
                    type={offered.required ? 'radio' : 'checkbox'}
                    name={`${id}-choice`}
                    checked={count > 0}
                    disabled={soldOut}
                    onChange={(event) => onChange((current) => choose(current, topping.id, event.target.checked ? option.id : null))}
                  />
                  <span className={styles.optionName}>{option.name}</span>
                  {soldOut ? <span className={styles.soldOut}>Agotado</span> : price && <span className={styles.optionPrice}>{price}</span>}
                </label>
              </li>
            );
          }
          return (
            <li key={option.id} className={styles.option}>
              <span className={styles.optionName} id={`${id}-${option.id}`}>
                {option.name}
              </span>
              {soldOut ? (
                <span className={styles.soldOut}>Agotado</span>
              ) : (
                <>
                  {price && <span className={styles.optionPrice}>{price}</span>}
                  <span className={styles.stepper}>
                    <button
                      type="button"
                      aria-label={`Quitar ${option.name}`}
                      disabled={count === 0}
                      onClick={() => onChange((current) => setCount(current, topping.id, option.id, count - 1))}
                    >
                      −
                    </button>
                    <output aria-label={`${option.name}: ${count}`}>{count}</output>
                    <button
                      type="button"
                      aria-label={`Sumar ${option.name}`}
                      disabled={!canAdd(offered, picks, option.id)}
                      onClick={() => onChange((current) => setCount(current, topping.id, option.id, count + 1))}
                    >
                      +
                    </button>
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
