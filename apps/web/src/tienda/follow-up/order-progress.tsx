import type { StorefrontOrder } from '@comanda/contract/storefront';
import styles from './follow-up.module.css';
import { currentStep, followUpSteps, statusHeadline } from './order-steps';

/** The order's status as steps (Recibido ... Entregado), or why it was cancelled. */
export function OrderProgress({ order }: { order: StorefrontOrder }) {
  const method = order.delivery.methods.shipment ? 'shipment' : 'take_away';
  const step = currentStep(order.status, method);
  const steps = followUpSteps(method);
  const reached = steps.findIndex((candidate) => candidate.key === step);
  return (
    <div data-testid="order-status" data-status={order.status}>
      <p className={step ? styles.headline : `${styles.headline} ${styles.error}`} role="status" aria-live="polite">
        {statusHeadline(order.status, method)}
      </p>
      {step === 'on_the_way' && order.delivery.rider && <p>Te lo lleva {order.delivery.rider.first_name}.</p>}
      {step === null ? (
        order.cancel_reason && <p>Motivo: {order.cancel_reason}</p>
      ) : (
        <ol className={styles.steps} aria-label="Pasos del pedido">
          {steps.map((candidate, index) => (
            <li
              key={candidate.key}
              className={index <= reached ? `${styles.step} ${styles.stepDone}` : styles.step}
              aria-current={index === reached ? 'step' : undefined}
            >
              {candidate.label}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
