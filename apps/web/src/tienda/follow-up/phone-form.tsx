import { useId, useState, type FormEvent } from 'react';
import styles from './follow-up.module.css';

/** A link without the phone (and none kept on this device): the customer types the one they ordered with. */
export function PhoneForm({ onPhone }: { onPhone: (phone: string) => void }) {
  const inputId = useId();
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (!typed) {
      setMissing(true);
      return;
    }
    onPhone(typed);
  };
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Tu pedido</h1>
      <form className={styles.card} onSubmit={submit} noValidate>
        <label htmlFor={inputId}>Teléfono con el que hiciste el pedido</label>
        <input
          id={inputId}
          className={styles.input}
          type="tel"
          autoComplete="tel"
          value={value}
          aria-invalid={missing}
          aria-describedby={missing ? `${inputId}-error` : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setMissing(false);
          }}
        />
        {missing && (
          <p id={`${inputId}-error`} className={styles.error}>
            Escribí tu teléfono
          </p>
        )}
        <button type="submit" className={styles.button}>
          Ver mi pedido
        </button>
      </form>
    </main>
  );
}
