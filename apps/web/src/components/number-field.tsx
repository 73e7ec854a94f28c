import { NumberInput } from '@mantine/core';
import type { NumberInputProps } from '@mantine/core';
import { useState } from 'react';
import { parseNumberInput } from '../lib/parse-number-input';

export interface NumberFieldProps extends Omit<NumberInputProps, 'value' | 'onChange'> {
  value: number | null | undefined;
  /** Always a number: an emptied input gives 0 (SPEC.md section 5). */
  onChange: (value: number) => void;
}

/**
 * A number input whose empty value is 0. While the user is emptying it the box may stay blank;
 * on leaving it shows the 0 the form already holds.
 */
export function NumberField({ value, onChange, onBlur, ...props }: NumberFieldProps) {
  const [blank, setBlank] = useState(false);
  return (
    <NumberInput
      {...props}
      value={blank ? '' : (value ?? 0)}
      onChange={(next) => {
        const parsed = parseNumberInput(next);
        if (parsed === 'empty') {
          setBlank(true);
          onChange(0);
        } else if (parsed !== null) {
          setBlank(false);
          onChange(parsed);
        }
      }}
      onBlur={(event) => {
        setBlank(false);
        onBlur?.(event);
      }}
    />
  );
}
