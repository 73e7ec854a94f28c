import { Select, TextInput } from '@mantine/core';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { messages } from '../../lib/messages';
import { slugify } from '../../lib/slugify';
import { timeZoneOptions } from './time-zone-options';

const text = messages.newStore;

/**
 * A new store's name, slug and time zone, inside a react-hook-form form whose values hold them
 * under `prefix` ('' for the lobby's dialog, 'store.' for the first setup). The slug follows the
 * name until it is edited by hand.
 */
export function NewStoreFields({ prefix = '' }: { prefix?: '' | 'store.' }) {
  const { control, register, setValue, getFieldState } = useFormContext();
  const names = { name: `${prefix}name`, slug: `${prefix}slug`, timezone: `${prefix}timezone` };
  const formState = useFormState({ control, name: Object.values(names) });
  const errorOf = (name: string) => getFieldState(name, formState).error?.message;
  const nameField = register(names.name, {
    onChange: (event: { target: { value: string } }) => {
      if (!getFieldState(names.slug).isDirty) {
        setValue(names.slug, slugify(event.target.value), { shouldValidate: formState.isSubmitted });
      }
    },
  });

  return (
    <>
      <TextInput label={text.name} required autoComplete="organization" {...nameField} error={errorOf(names.name)} />
      <TextInput
        label={text.slug}
        description={text.slugHint}
        required
        autoCapitalize="none"
        spellCheck={false}
        {...register(names.slug)}
        error={errorOf(names.slug)}
      />
      <Controller
        control={control}
        name={names.timezone}
        render={({ field, fieldState }) => (
          <Select
            label={text.timezone}
            required
            data={timeZoneOptions()}
            allowDeselect={false}
            value={typeof field.value === 'string' ? field.value : null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
    </>
  );
}
