import type { Currency, Money } from '@comanda/contract/money';
import { Text } from '@mantine/core';
import type { NumberInputProps } from '@mantine/core';
import { useState } from 'react';
import { NumberField } from './number-field';

/** A money value as forms hold it (the contract's input shape: the currency may be missing). */
export interface MoneyValue {
  currency?: Currency;
  amount: number;
}

export const DEFAULT_CURRENCY: Currency = 'ARS';

/** The form's value as a full Money (ARS when the currency is missing, 0 when empty). */
export function toMoney(value: MoneyValue | null | undefined, fallback = DEFAULT_CURRENCY): Money {
  return { currency: value?.currency ?? fallback, amount: value?.amount ?? 0 };
}

export interface MoneyInputProps
  extends Omit<
    NumberInputProps,
    'value' | 'onChange' | 'step' | 'decimalScale' | 'thousandSeparator' | 'decimalSeparator'
  > {
  value: MoneyValue | null | undefined;
  onChange: (value: Money) => void;
  /** Currency used while the value has none (catalogue screens: ARS). */
  currency?: Currency;
}

/*
 * The separators formatMoney shows everywhere else (es-AR, '6.500,00 ARS'). While typing, '.' is
 * still taken as the decimal comma (Mantine's allowedDecimalSeparators), so the numeric keypad's
 * key works; a pasted '6.500,50' or '6500.50' is read by Mantine's paste normalisation.
 */
export const MONEY_THOUSAND_SEPARATOR = '.';
export const MONEY_DECIMAL_SEPARATOR = ',';

/**
 * The one money input of the app: es-AR formatting ('6.500,00'), step 0.01, two decimals shown,
 * the currency beside the amount; an emptied box is an amount of 0.
 */
export function MoneyInput({
  value,
  onChange,
  currency = DEFAULT_CURRENCY,
  onFocus,
  onBlur,
  ...props
}: MoneyInputProps) {
  const [editing, setEditing] = useState(false);
  const money = toMoney(value, currency);
  return (
    <NumberField
      min={0}
      allowNegative={false}
      {...props}
      step={0.01}
      decimalScale={2}
      thousandSeparator={MONEY_THOUSAND_SEPARATOR}
      decimalSeparator={MONEY_DECIMAL_SEPARATOR}
      inputMode="decimal"
      // Padding to two decimals while typing moves the caret; the padding shows once the box is left.
      fixedDecimalScale={!editing}
      rightSection={
        <Text size="xs" c="dimmed">
          {money.currency}
        </Text>
      }
      rightSectionWidth={44}
      value={value ? money.amount : null}
      onChange={(amount) => onChange({ currency: money.currency, amount })}
      onFocus={(event) => {
        setEditing(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        // Editing is the box holding the focus, not the last focus event: when the page itself
        // loses the focus (another window, a browser prompt), the box gets a blur yet stays the
        // page's active element, and the person goes on typing there once back.
        setEditing(event.currentTarget.ownerDocument.activeElement === event.currentTarget);
        onBlur?.(event);
      }}
    />
  );
}
