import { useId, type InputHTMLAttributes } from 'react';
import styles from './checkout.module.css';

/** A labelled input with its problem under it (tied by aria-describedby). */
export function TextField({
  label,
  error,
  hint,
  onValue,
  ...input
}: { label: string; error?: string; hint?: string; onValue: (value: string) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'id'
>) {
  const id = useId();
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onValue(event.target.value)}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A group of radio buttons under a legend. */
export function RadioGroup<T extends string>({
  legend,
  name,
  value,
  options,
  error,
  onValue,
}: {
  legend: string;
  name: string;
  value: T | null;
  options: Array<{ value: T; label: string; detail?: string }>;
  error?: string;
  onValue: (value: T) => void;
}) {
  const id = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.choice}>
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onValue(option.value)} />
          <span>
            {option.label}
            {option.detail && <span className={styles.hint}> {option.detail}</span>}
          </span>
        </label>
      ))}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
