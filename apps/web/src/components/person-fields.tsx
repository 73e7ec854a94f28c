import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The parts of a react-hook-form form the fields need, typed by the names alone so that any form
 * holding them fits: its `register` and its `formState.errors`.
 */
interface FormParts<Name extends string> {
  register: (name: Name) => UseFormRegisterReturn;
  errors: Partial<Record<Name, { message?: string }>>;
}

interface PersonNameFieldsProps extends FormParts<'first_name' | 'last_name'> {
  text: { firstName: string; lastName: string };
  /** The asterisk alone, without the inputs' required attribute (the invitation's forms). */
  asteriskOnly?: boolean;
}

/** First and last name, both required, inside a react-hook-form form; the caller lays them out. */
export function PersonNameFields({ register, errors, text, asteriskOnly = false }: PersonNameFieldsProps) {
  const required = asteriskOnly ? { withAsterisk: true } : { required: true };
  return (
    <>
      <TextInput
        label={text.firstName}
        {...required}
        autoComplete="given-name"
        {...register('first_name')}
        error={errors.first_name?.message}
      />
      <TextInput
        label={text.lastName}
        {...required}
        autoComplete="family-name"
        {...register('last_name')}
        error={errors.last_name?.message}
      />
    </>
  );
}

interface PhoneFieldProps extends FormParts<'phone'> {
  /** `phoneHint`, when given, shows under the label. */
  text: { phone: string; phoneHint?: string };
}

/** An optional phone, a person's or a store's, registered as 'phone' in a react-hook-form form. */
export function PhoneField({ register, errors, text }: PhoneFieldProps) {
  return (
    <TextInput
      label={text.phone}
      description={text.phoneHint}
      type="tel"
      autoComplete="tel"
      {...register('phone')}
      error={errors.phone?.message}
    />
  );
}
