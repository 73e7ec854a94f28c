import { NumberInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { messages } from '../../../lib/messages';
import { parseNumberInput } from '../../../lib/parse-number-input';

export interface WarnCountInputProps {
  value: number | null | undefined;
  /** null when emptied: the item never warns. */
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  error?: ReactNode;
}

/** 'Avisar con': the count at or below which the board and Inicio warn; empty never warns. */
export function WarnCountInput({ value, onChange, onBlur, error }: WarnCountInputProps) {
  return (
    <NumberInput
      label={messages.catalogue.stock.warnCount}
      description={messages.catalogue.stock.warnCountHint}
      min={0}
      allowDecimal={false}
      allowNegative={false}
      value={value ?? ''}
      onChange={(next) => {
        const parsed = parseNumberInput(next);
        if (parsed === 'empty') onChange(null);
        else if (parsed !== null) onChange(parsed);
      }}
      onBlur={onBlur}
      error={error}
    />
  );
}
