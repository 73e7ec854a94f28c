import { STOCK_DEFAULT_MULTIPLY } from '@comanda/contract/catalogue/stock';
import { NumberInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { messages } from '../../../lib/messages';
import { parseNumberInput } from '../../../lib/parse-number-input';

export interface MultiplyInputProps {
  value: number | '' | null | undefined;
  /** null when emptied: the server then takes 1 per sold unit. */
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  error?: ReactNode;
}

/** Units taken per sold unit: shown as 1 when empty, saved as null when empty (SPEC.md section 5). */
export function MultiplyInput({ value, onChange, onBlur, error }: MultiplyInputProps) {
  const [blank, setBlank] = useState(false);
  const empty = value === null || value === undefined || value === '';
  return (
    <NumberInput
      label={messages.catalogue.stock.multiply}
      min={1}
      allowDecimal={false}
      allowNegative={false}
      placeholder={String(STOCK_DEFAULT_MULTIPLY)}
      value={blank ? '' : empty ? STOCK_DEFAULT_MULTIPLY : value}
      onChange={(next) => {
        const parsed = parseNumberInput(next);
        if (parsed === 'empty') {
          setBlank(true);
          onChange(null);
        } else if (parsed !== null) {
          setBlank(false);
          onChange(parsed);
        }
      }}
      onBlur={() => {
        setBlank(false);
        onBlur?.();
      }}
      error={error}
    />
  );
}
