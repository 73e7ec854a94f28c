import { NativeSelect } from '@mantine/core';
import type { ReactNode } from 'react';
import { messages } from '../lib/messages';

export interface BooleanSelectProps {
  label: string;
  /** undefined (or null) is 'No Definido': the server applies its default. */
  value: boolean | null | undefined;
  onChange: (value: boolean | undefined) => void;
  onBlur?: () => void;
  error?: ReactNode;
  disabled?: boolean;
  description?: ReactNode;
}

const UNSET = '';
const YES = 'true';
const NO = 'false';

const toOption = (value: boolean | null | undefined): string =>
  value === true ? YES : value === false ? NO : UNSET;

const fromOption = (option: string): boolean | undefined =>
  option === YES ? true : option === NO ? false : undefined;

/** A boolean that may be left undefined: 'No Definido', 'Si' or 'No' (SPEC.md section 5). */
export function BooleanSelect({ value, onChange, ...props }: BooleanSelectProps) {
  return (
    <NativeSelect
      {...props}
      value={toOption(value)}
      onChange={(event) => onChange(fromOption(event.currentTarget.value))}
      data={[
        { value: UNSET, label: messages.booleanSelect.unset },
        { value: YES, label: messages.booleanSelect.yes },
        { value: NO, label: messages.booleanSelect.no },
      ]}
    />
  );
}
