import type { PublicStore, StorefrontOrder } from '@comanda/contract/storefront';
import { useState } from 'react';
import { BankAccount } from '../bank-account';
import { PageMessage } from '../page-message';
import { Link, tiendaPaths } from '../router';
import { formatAmount, formatDay, formatTimeIn } from './format';
import styles from './follow-up.module.css';
import { followUpLink, orderPhone, rememberOrderPhone } from './order-link';
import { OrderLines, OrderTotals } from './order-lines';
import { OrderProgress } from './order-progress';
import { PhoneForm } from './phone-form';
import { paysWithText, storeContactLinks } from './store-contact';
import { useFollowedOrder } from './use-followed-order';
import { usePublicStore } from './use-public-store';
import { VoucherUpload } from './voucher-upload';

/** /tienda/:slug/pedido/:orderId?tel=: the customer's order, live. */
export function FollowUpPage({ slug, orderId }: { slug: string; orderId: string }) {
  const [phone, setPhone] = useState(() => orderPhone(orderId));
  const store = usePublicStore(slug);

  if (!phone) {
    return (
      <PhoneForm
        onPhone={(typed) => {
          rememberOrderPhone(orderId, typed);
          window.history.replaceState(null, '', followUpLink(slug, orderId, typed));
          setPhone(typed);
        }}
      />
    );
  }
  return <FollowedOrder key={phone} slug={slug} orderId={orderId} phone={phone} store={store} />;
}

function FollowedOrder({ slug, orderId, phone, store }: { slug: string; orderId: string; phone: string; store: PublicStore | null }) {
  const { followed, replace } = useFollowedOrder(slug, orderId, phone);
  const back = <Link href={tiendaPaths.menu(slug)}>Volver al menú</Link>;

  if (followed.state === 'loading') return <PageMessage title="Cargando tu pedido ..." role="status" />;
  if (followed.state === 'not-found') {
    return (
      <PageMessage title="No encontramos el pedido" role="alert">
        <p>Revisá que el link sea el que recibiste al hacer el pedido, con el teléfono que usaste.</p>
        <p>{back}</p>
      </PageMessage>
    );
  }
  if (followed.state === 'failed') {
    return (
      <PageMessage title="No pudimos cargar tu pedido" role="alert">
        <p>{followed.message}</p>
      </PageMessage>
    );
  }

  const { order, stale } = followed;
  const timeZone = store?.timezone ?? 'America/Argentina/Buenos_Aires';
  const contact = storeContactLinks(store?.phone);
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        {back}
        <h1 className={styles.title}>Pedido N° {order.number}</h1>
        {store && <p className={styles.muted}>{store.name}</p>}
      </header>

      <section className={styles.card} aria-labelledby="follow-up-status">
        <h2 id="follow-up-status" className={styles.cardTitle}>
          Estado
        </h2>
        <OrderProgress order={order} />
        {stale && (
          <p className={styles.muted} role="status">
            Sin conexión: mostramos lo último que sabemos y volvemos a intentar solos.
          </p>
        )}
        <p className={styles.muted}>{deliveryTime(order, timeZone)}</p>
        <p className={styles.muted}>Esta página se actualiza sola. Guardá el link para volver a verla.</p>
      </section>

      {contact && (
        <section className={styles.card} aria-labelledby="follow-up-contact">
          <h2 id="follow-up-contact" className={styles.cardTitle}>
            ¿Consultas sobre tu pedido?
          </h2>
          <p className={styles.contact}>
            <a className={styles.contactLink} href={contact.whatsapp} target="_blank" rel="noopener noreferrer">
              WhatsApp
            </a>
            <a className={styles.contactLink} href={contact.call}>
              Llamar
            </a>
          </p>
        </section>
      )}

      <section className={styles.card} aria-labelledby="follow-up-items">
        <h2 id="follow-up-items" className={styles.cardTitle}>
          Tu pedido
        </h2>
        <OrderLines items={Object.values(order.items)} label="Productos del pedido" />
        <OrderTotals imports={order.imports} couponCode={order.coupon?.code} />
      </section>

      <section className={styles.card} aria-labelledby="follow-up-delivery">
        <h2 id="follow-up-delivery" className={styles.cardTitle}>
          {order.delivery.methods.shipment ? 'Envío a domicilio' : 'Retiro en la tienda'}
        </h2>
        <DeliveryPlace order={order} store={store} />
      </section>

      <section className={styles.card} aria-labelledby="follow-up-payment">
        <h2 id="follow-up-payment" className={styles.cardTitle}>
          Pago
        </h2>
        <Payment slug={slug} order={order} phone={phone} onUploaded={replace} />
      </section>
    </main>
  );
}

function deliveryTime(order: StorefrontOrder, timeZone: string): string {
  const method = order.delivery.methods.shipment ?? order.delivery.methods.take_away;
  const slot = method?.datetime;
  if (slot) return `Para el ${formatDay(slot.date)}, de ${slot.start} a ${slot.end}.`;
  return `Hora estimada: ${formatTimeIn(order.promised_at, timeZone)}.`;
}

function DeliveryPlace({ order, store }: { order: StorefrontOrder; store: PublicStore | null }) {
  const shipment = order.delivery.methods.shipment;
  const address = shipment ? shipment.location : store?.delivery.take_away.address;
  if (!address) return null;
  return (
    <address className={styles.address}>
      {address.address_one}
      {address.address_two && `, ${address.address_two}`}
      {address.city && `, ${address.city}`}
      {shipment && address.indications && <span className={styles.muted}>{address.indications}</span>}
    </address>
  );
}

const paymentStatusText = { pending: 'Pendiente', in_process: 'En revisión', paid: 'Pagado' } as const;

function Payment({
  slug,
  order,
  phone,
  onUploaded,
}: {
  slug: string;
  order: StorefrontOrder;
  phone: string;
  onUploaded: (order: StorefrontOrder) => void;
}) {
  const transfer = order.payment.methods.bank_transfer;
  const cancelled = order.status === 'cancel_store' || order.status === 'cancel_client';
  const paying = paysWithText(order);
  return (
    <>
      <p>
        {transfer ? 'Transferencia' : order.payment.methods.mercado_pago ? 'Mercado Pago' : 'Efectivo'}:{' '}
        {paymentStatusText[order.payment.status]}
      </p>
      {paying && <p>{paying}</p>}
      {transfer && (
        <>
          <p>
            Transferí {formatAmount(order.imports.total)} a esta cuenta:
          </p>
          <BankAccount account={transfer} className={styles.account} />
          {!cancelled && order.payment.status !== 'paid' && (
            <VoucherUpload slug={slug} order={order} phone={phone} onUploaded={onUploaded} />
          )}
        </>
      )}
    </>
  );
}
