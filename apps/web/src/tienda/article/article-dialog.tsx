import { useId, useRef, useState, type FormEvent } from 'react';
import type { CartItem, CartLineDisplay } from '../cart/cart-lines';
import { articleCents, type MenuArticle, type OfferedTopping } from '../catalogue-view';
import { formatCents } from '../money';
import { Sheet } from '../sheet';
import styles from './article-dialog.module.css';
import { ToppingField } from './topping-field';
import { formErrors, pickedLabels, pickedToppings, unitCents, type Picks } from './topping-rules';

const MESSAGE_MAX = 500;
const QUANTITY_MAX = 50;

/** An article with its toppings: the rules enforced, the price as picked, 'Agregar' to the cart. */
export function ArticleDialog({
  article,
  offered,
  onAdd,
  onClose,
}: {
  article: MenuArticle;
  offered: OfferedTopping[];
  onAdd: (item: CartItem, display: CartLineDisplay, quantity: number) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [picks, setPicks] = useState<Picks>({});
  const [quantity, setQuantity] = useState(1);
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const errors = formErrors(offered, picks);
  const currency = article.price.total.currency;
  const unit = unitCents(articleCents(article), offered, picks);
  const image = article.images_url[0];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const invalid = offered.find((item) => errors[item.topping.id]);
    if (invalid) {
      formRef.current?.querySelector<HTMLElement>(`[data-topping="${invalid.topping.id}"] input:not(:disabled), [data-topping="${invalid.topping.id}"] button:not(:disabled)`)?.focus();
      return;
    }
    const trimmed = message.trim();
    const item: CartItem = { article_id: article.id, toppings: pickedToppings(offered, picks), ...(trimmed ? { message: trimmed } : {}) };
    onAdd(
      item,
      { name: article.name, image_url: image ?? null, currency, unit_cents: unit, options: pickedLabels(offered, picks) },
      quantity,
    );
  };

  return (
    <Sheet labelledBy={titleId} onClose={onClose}>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {article.name}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label="Cerrar">
            ×
          </button>
        </div>
        <div className={styles.body}>
          {image && <img className={styles.image} src={image} alt={article.name} width={560} height={280} />}
          {article.description && <p className={styles.description}>{article.description}</p>}
          {offered.map((item) => (
            <ToppingField
              key={item.topping.id}
              offered={item}
              picks={picks}
              currency={currency}
              error={tried ? errors[item.topping.id] : undefined}
              onChange={setPicks}
            />
          ))}
          <label className={styles.messageLabel}>
            Aclaraciones (opcional)
            <textarea
              className={styles.message}
              value={message}
              maxLength={MESSAGE_MAX}
              rows={2}
              onChange={(event) => setMessage(event.target.value)}
            />
          </label>
        </div>
        <div className={styles.foot}>
          <div className={styles.quantity} role="group" aria-label="Cantidad">
            <button type="button" onClick={() => setQuantity((n) => Math.max(1, n - 1))} disabled={quantity <= 1} aria-label="Uno menos">
              −
            </button>
            <output aria-live="polite" aria-label={`Cantidad: ${quantity}`}>{quantity}</output>
            <button type="button" onClick={() => setQuantity((n) => Math.min(QUANTITY_MAX, n + 1))} disabled={quantity >= QUANTITY_MAX} aria-label="Uno más">
              +
            </button>
          </div>
          <button type="submit" className={styles.add}>
            <span>Agregar</span>
            <span data-testid="article-price">{formatCents(unit * quantity, currency)}</span>
          </button>
        </div>
      </form>
    </Sheet>
  );
}
