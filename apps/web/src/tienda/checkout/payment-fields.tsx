import type { PaymentMethod } from '@comanda/contract/order-enums';
import type { PublicStore } from '@comanda/contract/storefront';
import { BankAccount } from '../bank-account';
import { formatCents } from '../follow-up/format';
import styles from './checkout.module.css';
import { paysWithCents, type CheckoutForm, type CheckoutProblems } from './checkout-form';
import { RadioGroup, TextField } from './text-field';

/**
 * The enabled payment methods. Cash asks 'Paga con' and shows the change to bring; a transfer
 * shows the store's account (the voucher is uploaded on the follow-up page). Mercado Pago is not
 * offered: the API has no way to pay with it yet (only whether the store enabled it).
 */
export function PaymentFields({
  store,
  form,
  problems,
  totalCents,
  onChange,
}: {
  store: PublicStore;
  form: CheckoutForm;
  problems: CheckoutProblems;
  totalCents: number | null;
  onChange: (change: Partial<CheckoutForm>) => void;
}) {
  const { cash, bank_transfer: transfer } = store.payments;
  const methods: Array<{ value: PaymentMethod; label: string }> = [];
  if (cash.enabled) methods.push({ value: 'cash', label: 'Efectivo' });
  if (transfer.enabled) methods.push({ value: 'bank_transfer', label: 'Transferencia' });
  if (methods.length === 0) return <p className={styles.error}>La tienda no tiene medios de pago habilitados en este momento.</p>;

  const paying = paysWithCents(form.paysWith);
  const change = paying !== null && !Number.isNaN(paying) && totalCents !== null && paying >= totalCents ? paying - totalCents : null;
  return (
    <>
      <RadioGroup legend="Cómo pagás" name="payment" value={form.payment} options={methods} error={problems.payment} onValue={(payment) => onChange({ payment })} />
      {form.payment === 'cash' && (
        <>
          <TextField
            label="Paga con (opcional)"
            inputMode="decimal"
            placeholder="Ej: 10000"
            value={form.paysWith}
            hint="El monto con el que vas a pagar, para que te lleven el vuelto."
            error={problems.paysWith}
            onValue={(paysWith) => onChange({ paysWith })}
          />
          {change !== null && (
            <p className={styles.hint} data-testid="change">
              Vuelto: {formatCents(change)}
            </p>
          )}
        </>
      )}
      {form.payment === 'bank_transfer' && (
        <div className={styles.account}>
          <p>Transferí el total a esta cuenta. Después de confirmar vas a poder subir el comprobante.</p>
          <BankAccount account={transfer} />
        </div>
      )}
    </>
  );
}
