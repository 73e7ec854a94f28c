import type { DeliveryMethod, PaymentMethod } from '@comanda/contract/order-enums';
import type { PublicStore } from '@comanda/contract/storefront';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { TiendaApiError } from '../api/tienda-api';
import { toOrderItems, useCart, type UseCart } from '../cart/cart-store';
import { formatAmount, formatCents } from '../follow-up/format';
import { followUpLink, rememberOrderPhone } from '../follow-up/order-link';
import { OrderLines, OrderTotals } from '../follow-up/order-lines';
import { usePublicStore } from '../follow-up/use-public-store';
import { PageMessage } from '../page-message';
import { Link, navigate, tiendaPaths } from '../router';
import { placeOrder } from './checkout-api';
import styles from './checkout.module.css';
import { checkoutProblems, orderBody, quoteBody, type CheckoutForm, type CheckoutProblems } from './checkout-form';
import { CouponField } from './coupon-field';
import { loadCustomer, saveCustomer } from './customer-memory';
import { DeliveryFields } from './delivery-fields';
import { forgetCheckoutKey, checkoutKey } from './idempotency-key';
import { orderErrorText, refusalText } from './order-error-text';
import { PaymentFields } from './payment-fields';
import { TextField } from './text-field';
import { useQuote } from './use-quote';
import { useSlots } from './use-slots';

const slotCodes = new Set(['DELIVERY:SLOT:INVALID', 'DELIVERY:METHOD:UNAVAILABLE', 'STORE:CLOSED', 'STORE:PAUSED', 'TURN:CLOSED']);

/** /tienda/:slug/confirmar: the customer's details, delivery, coupon and payment, and 'Confirmar'. */
export function CheckoutPage({ slug }: { slug: string }) {
  const store = usePublicStore(slug);
  const cart = useCart(slug);
  if (cart.lines.length === 0) {
    return (
      <PageMessage title="Tu carrito está vacío">
        <p>
          <Link href={tiendaPaths.menu(slug)}>Ver el menú</Link>
        </p>
      </PageMessage>
    );
  }
  if (!store) return <PageMessage title="Cargando ..." role="status" />;
  return <Checkout slug={slug} store={store} cart={cart} />;
}

/** The one choice there is, picked for the customer. */
function only<T extends string>(choices: Array<[T, boolean]>): T | null {
  const enabled = choices.filter(([, on]) => on);
  return enabled.length === 1 ? (enabled[0]?.[0] ?? null) : null;
}

function Checkout({ slug, store, cart }: { slug: string; store: PublicStore; cart: UseCart }) {
  const [form, setForm] = useState<CheckoutForm>(() => ({
    ...loadCustomer(),
    method: only<DeliveryMethod>([
      ['shipment', store.delivery.shipment.enabled],
      ['take_away', store.delivery.take_away.enabled],
    ]),
    payment: only<PaymentMethod>([
      ['cash', store.payments.cash.enabled],
      ['bank_transfer', store.payments.bank_transfer.enabled],
    ]),
  }));
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [slotsRefresh, setSlotsRefresh] = useState(0);
  const sendingNow = useRef(false);

  const slots = useSlots(slug, form.method, slotsRefresh);
  const slotList = slots?.slots?.slots ?? [];
  // 'Lo antes posible' is the default whenever the store takes it.
  const effective: CheckoutForm = form.when === null && slots?.slots?.immediate ? { ...form, when: 'now' } : form;
  const items = useMemo(() => toOrderItems(cart.lines), [cart.lines]);

  const method = effective.method;
  const quoteInput = method ? quoteBody(effective, items, method, slotList, effective.coupon) : null;
  const quote = useQuote(slug, quoteInput);
  const quoted = quote.state === 'ready' ? quote.quote : quote.state === 'loading' ? quote.last : null;
  const totalCents = quoted ? Math.round(quoted.imports.total.amount * 100) : null;
  const problems: CheckoutProblems = checkoutProblems(effective, totalCents);
  const shownProblems = submitted ? problems : {};
  // The refusal placing the order would answer now; the phone is checked in the form, the coupon beside it.
  const refusal = quoted?.refusal && !['VO:PHONE:INVALID', 'COUPON:INVALID', 'COUPON:EXHAUSTED'].includes(quoted.refusal.code) ? quoted.refusal : null;

  const change = (update: Partial<CheckoutForm>) => {
    setFailure(null);
    setForm((before) => ({ ...before, ...update }));
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (sendingNow.current) return;
    if (Object.keys(problems).length > 0) {
      setFailure('Revisá los datos marcados.');
      return;
    }
    sendingNow.current = true;
    setSending(true);
    setFailure(null);
    const body = orderBody(effective, items, slotList);
    try {
      const order = await placeOrder(slug, body, checkoutKey(slug));
      forgetCheckoutKey(slug);
      saveCustomer(effective);
      rememberOrderPhone(order.id, body.client.phone);
      // The follow-up first, so this page does not flash 'Tu carrito está vacío' on its way out.
      navigate(followUpLink(slug, order.id, body.client.phone), { replace: true });
      cart.clear();
    } catch (error) {
      const text = orderErrorText(error, store, method);
      const code = error instanceof TiendaApiError ? error.code : null;
      if (code === 'IDEMPOTENCY:KEY:REUSED') forgetCheckoutKey(slug);
      // What the store takes has changed since the page asked: offer what it takes now.
      if (code && slotCodes.has(code)) setSlotsRefresh((count) => count + 1);
      setFailure(text);
      sendingNow.current = false;
      setSending(false);
    }
  };

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <Link href={tiendaPaths.menu(slug)}>Volver al menú</Link>
        <h1 className={styles.title}>Confirmar pedido</h1>
        <p className={styles.hint}>{store.name}</p>
      </header>
      <form onSubmit={(event) => void confirm(event)} noValidate>
        <section className={styles.card} aria-labelledby="checkout-items">
          <h2 id="checkout-items" className={styles.cardTitle}>
            Tu pedido
          </h2>
          {quoted ? (
            <OrderLines items={quoted.items} label="Productos del pedido" />
          ) : (
            <ul className={styles.plainList} aria-label="Productos del pedido">
              {cart.lines.map((line) => (
                <li key={line.key}>
                  {line.quantity} x {line.display.name} {formatCents(line.display.unit_cents * line.quantity, line.display.currency)}
                </li>
              ))}
            </ul>
          )}
        </section>

        <section className={styles.card} aria-labelledby="checkout-customer">
          <h2 id="checkout-customer" className={styles.cardTitle}>
            Tus datos
          </h2>
          <TextField label="Nombre" autoComplete="name" value={form.name} error={shownProblems.name} onValue={(name) => change({ name })} />
          <TextField
            label="Teléfono"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={form.phone}
            hint="Con la característica, por ejemplo 341 555 0101. La tienda te contacta a este número."
            error={shownProblems.phone}
            onValue={(phone) => change({ phone })}
          />
        </section>

        <section className={styles.card} aria-labelledby="checkout-delivery">
          <h2 id="checkout-delivery" className={styles.cardTitle}>
            Entrega
          </h2>
          <DeliveryFields store={store} form={effective} problems={shownProblems} slots={slots} onChange={change} />
        </section>

        <section className={styles.card} aria-labelledby="checkout-payment">
          <h2 id="checkout-payment" className={styles.cardTitle}>
            Pago
          </h2>
          <CouponField applied={form.coupon} quoted={quoted?.coupon ?? null} onApply={(coupon) => change({ coupon })} />
          <PaymentFields store={store} form={effective} problems={shownProblems} totalCents={totalCents} onChange={change} />
        </section>

        <section className={styles.card} aria-labelledby="checkout-total">
          <h2 id="checkout-total" className={styles.cardTitle}>
            Total
          </h2>
          {quoted ? (
            <OrderTotals imports={quoted.imports} couponCode={quoted.coupon && !quoted.coupon.refusal ? quoted.coupon.code : null} />
          ) : quote.state === 'failed' ? (
            <p className={styles.error}>{orderErrorText(quote.error, store, method)}</p>
          ) : (
            <p role="status">
              {method ? 'Calculando el total ...' : `Productos: ${formatAmount({ amount: cart.itemsTotalCents / 100, currency: 'ARS' })}. Elegí la entrega para ver el total.`}
            </p>
          )}
          {refusal && (
            <p role="alert" className={styles.refusal} data-testid="quote-refusal">
              {refusalText(refusal.code, store, method, refusal.description)}
            </p>
          )}
          {failure && (
            <p role="alert" className={styles.refusal} data-testid="checkout-failure">
              {failure}
            </p>
          )}
          <button type="submit" className={styles.primary} disabled={sending} aria-busy={sending}>
            {sending ? 'Enviando pedido ...' : 'Confirmar'}
          </button>
        </section>
      </form>
    </main>
  );
}
