import { NumberInput } from '@mantine/core';
import type { NumberInputProps } from '@mantine/core';
import { useState } from 'react';

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
        if (typeof next === 'number') {
          setBlank(false);
          onChange(next);
        } else if (next.trim() === '') {
          setBlank(true);
          onChange(0);
        }
      }}
      onBlur={(event) => {
        setBlank(false);
        onBlur?.(event);
      }}
    />
  );
}
