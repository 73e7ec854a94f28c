import type { DeliveryMethod } from '@comanda/contract/order-enums';
import type { PublicStore } from '@comanda/contract/storefront';
import { useId } from 'react';
import { formatAmount, formatDay } from '../follow-up/format';
import styles from './checkout.module.css';
import { slotKey, type CheckoutForm, type CheckoutProblems } from './checkout-form';
import { refusalText } from './order-error-text';
import { RadioGroup, TextField } from './text-field';
import type { SlotsState } from './use-slots';

type Change = (change: Partial<CheckoutForm>) => void;

/** Envio or retiro (the enabled ones), when (now or a slot the store takes), and the address for a shipment. */
export function DeliveryFields({
  store,
  form,
  problems,
  slots,
  onChange,
}: {
  store: PublicStore;
  form: CheckoutForm;
  problems: CheckoutProblems;
  slots: SlotsState;
  onChange: Change;
}) {
  const methods: Array<{ value: DeliveryMethod; label: string; detail?: string }> = [];
  const { shipment, take_away: takeAway } = store.delivery;
  if (shipment.enabled) {
    methods.push({
      value: 'shipment',
      label: 'Envío a domicilio',
      detail: shipment.cost.amount > 0 ? `(${formatAmount(shipment.cost)})` : '(sin cargo)',
    });
  }
  if (takeAway.enabled) methods.push({ value: 'take_away', label: 'Retiro en la tienda' });

  if (methods.length === 0) {
    return <p className={styles.error}>La tienda no tiene formas de entrega habilitadas en este momento.</p>;
  }
  return (
    <>
      <RadioGroup
        legend="Cómo lo recibís"
        name="method"
        value={form.method}
        options={methods}
        error={problems.method}
        onValue={(method) => onChange({ method, when: null })}
      />
      {form.method === 'take_away' && takeAway.address.address_one && (
        <p className={styles.note}>
          Retirás en {takeAway.address.address_one}
          {takeAway.address.city && `, ${takeAway.address.city}`}.
        </p>
      )}
      {form.method === 'shipment' && shipment.min_amount_items.amount > 0 && (
        <p className={styles.note}>Mínimo para envío: {formatAmount(shipment.min_amount_items)} en productos.</p>
      )}
      {form.method && <WhenField store={store} form={form} problems={problems} slots={slots} onChange={onChange} />}
      {form.method === 'shipment' && (
        <>
          <TextField label="Ciudad" autoComplete="address-level2" value={form.city} error={problems.city} onValue={(city) => onChange({ city })} />
          <TextField
            label="Dirección"
            autoComplete="address-line1"
            value={form.addressOne}
            error={problems.addressOne}
            onValue={(addressOne) => onChange({ addressOne })}
          />
          <TextField
            label="Piso / departamento (opcional)"
            autoComplete="address-line2"
            value={form.addressTwo}
            onValue={(addressTwo) => onChange({ addressTwo })}
          />
          <TextField
            label="Indicaciones para el repartidor (opcional)"
            value={form.indications}
            onValue={(indications) => onChange({ indications })}
          />
        </>
      )}
    </>
  );
}

function WhenField({
  store,
  form,
  problems,
  slots,
  onChange,
}: {
  store: PublicStore;
  form: CheckoutForm;
  problems: CheckoutProblems;
  slots: SlotsState;
  onChange: Change;
}) {
  const id = useId();
  if (!slots) return <p role="status">Buscando horarios ...</p>;
  if (!slots.slots) return <p className={styles.error}>No pudimos cargar los horarios. Revisá tu conexión.</p>;
  const { immediate, immediate_refusal: nowRefusal, slots: later, slots_refusal: laterRefusal } = slots.slots;
  if (!immediate && later.length === 0) {
    const refusal = nowRefusal ?? laterRefusal;
    return (
      <p role="alert" className={styles.refusal}>
        {refusal ? refusalText(refusal.code, store, form.method, refusal.description) : 'No hay horarios disponibles en este momento.'}
      </p>
    );
  }
  const value = form.when ?? '';
  return (
    <div className={styles.field}>
      <label htmlFor={id}>Cuándo</label>
      <select
        id={id}
        className={styles.input}
        value={value}
        aria-invalid={problems.when ? true : undefined}
        aria-describedby={problems.when ? `${id}-error` : undefined}
        onChange={(event) => onChange({ when: event.target.value || null })}
      >
        <option value="">Elegí un horario</option>
        {immediate && <option value="now">Lo antes posible</option>}
        {later.map((slot) => (
          <option key={slotKey(slot)} value={slotKey(slot)}>
            {`${capitalise(formatDay(slot.date))}, de ${slot.start} a ${slot.end}`}
          </option>
        ))}
      </select>
      {!immediate && nowRefusal && (
        <p className={styles.hint}>Ahora no: {refusalText(nowRefusal.code, store, form.method, nowRefusal.description)} Podés elegir un horario para más tarde.</p>
      )}
      {problems.when && (
        <p id={`${id}-error`} className={styles.error}>
          {problems.when}
        </p>
      )}
    </div>
  );
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
