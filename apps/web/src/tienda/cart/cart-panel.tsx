import { useId, useState } from 'react';
import { formatCents } from '../money';
import { navigate, tiendaPaths } from '../router';
import { Sheet } from '../sheet';
import styles from './cart-panel.module.css';
import { CART_UNITS_MAX, lineTotalCents, type UseCart } from './cart-store';
import { useCartAvailability } from './use-cart-availability';

/** The bar at the bottom while the cart has something, and the cart's sheet it opens. */
export function CartPanel({ slug, cart }: { slug: string; cart: UseCart }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const unavailable = useCartAvailability(slug, cart.lines, open);
  if (cart.units === 0 && !open) return null;
  const currency = cart.lines[0]?.display.currency ?? 'ARS';
  const total = formatCents(cart.itemsTotalCents, currency);

  return (
    <>
      <div className={styles.bar}>
        <button type="button" className={styles.primary} onClick={() => setOpen(true)}>
          <span>Ver pedido ({cart.units})</span>
          <span>{total}</span>
        </button>
      </div>
      {open && (
        <Sheet labelledBy={titleId} onClose={() => setOpen(false)}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              Tu pedido
            </h2>
            <button type="button" className={styles.close} onClick={() => setOpen(false)} aria-label="Cerrar">
              ×
            </button>
          </div>
          {cart.lines.length === 0 ? (
            <p className={styles.empty}>Tu pedido está vacío.</p>
          ) : (
            <ul className={styles.lines}>
              {cart.lines.map((line) => (
                <li key={line.key} className={styles.line} data-unavailable={unavailable.has(line.key) || undefined}>
                  <div className={styles.lineText}>
                    <p className={styles.lineName}>{line.display.name}</p>
                    {unavailable.has(line.key) && <p className={styles.unavailable}>Agotado: quitalo para continuar</p>}
                    {line.display.options.length > 0 && <p className={styles.lineOptions}>{line.display.options.join(', ')}</p>}
                    {line.item.message && <p className={styles.lineOptions}>“{line.item.message}”</p>}
                    <p className={styles.lineTotal}>{formatCents(lineTotalCents(line), line.display.currency)}</p>
                  </div>
                  <div className={styles.lineActions}>
                    <div className={styles.stepper} role="group" aria-label={`Cantidad de ${line.display.name}`}>
                      <button
                        type="button"
                        aria-label={`Quitar uno de ${line.display.name}`}
                        onClick={() => cart.setQuantity(line.key, line.quantity - 1)}
                      >
                        −
                      </button>
                      <output>{line.quantity}</output>
                      <button
                        type="button"
                        aria-label={`Sumar uno de ${line.display.name}`}
                        disabled={cart.units >= CART_UNITS_MAX}
                        onClick={() => cart.setQuantity(line.key, line.quantity + 1)}
                      >
                        +
                      </button>
                    </div>
                    <button type="button" className={styles.remove} onClick={() => cart.remove(line.key)}>
                      Eliminar<span className="visually-hidden"> {line.display.name}</span>
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.foot}>
            <p className={styles.sum}>
              <span>Total de los productos</span>
              <strong>{total}</strong>
            </p>
            <p className={styles.note}>El envío y los cupones se suman al confirmar.</p>
            {unavailable.size > 0 && (
              <p className={styles.unavailable} role="alert">
                Algo de tu pedido se agotó. Quitalo para continuar.
              </p>
            )}
            <button
              type="button"
              className={styles.primary}
              disabled={cart.units === 0 || unavailable.size > 0}
              onClick={() => {
                setOpen(false);
                navigate(tiendaPaths.checkout(slug));
              }}
            >
              Continuar
            </button>
          </div>
        </Sheet>
      )}
    </>
  );
}
