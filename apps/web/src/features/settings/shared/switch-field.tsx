import { Switch } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';

export interface SwitchFieldProps {
  /** A boolean field of the surrounding form. */
  name: string;
  label: string;
}

/** A boolean of a settings form as a labelled switch. */
export function SwitchField({ name, label }: SwitchFieldProps) {
  const { control } = useFormContext<Record<string, boolean | undefined>>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
