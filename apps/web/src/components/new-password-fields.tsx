import { PasswordInput } from '@mantine/core';
import { useFormContext, useFormState } from 'react-hook-form';
import { messages } from '../lib/messages';

const text = messages.newPassword;

/** The field a new password is typed again in, next to the field named by NewPasswordFields. */
export const REPEAT_PASSWORD = 'repeat_password';

/**
 * A new password and the same again, inside a react-hook-form form; `name` is the body's field
 * ('new_password' on 'Mi cuenta', 'password' on the reset page). The form's schema checks that
 * both match (repeatedPassword).
 */
export function NewPasswordFields({ name }: { name: string }) {
  const { control, register, getFieldState } = useFormContext();
  const formState = useFormState({ control, name: [name, REPEAT_PASSWORD] });
  return (
    <>
      <PasswordInput
        label={text.password}
        description={text.hint}
        required
        autoComplete="new-password"
        {...register(name)}
        error={getFieldState(name, formState).error?.message}
        visibilityToggleButtonProps={{ 'aria-label': text.showPassword }}
      />
      <PasswordInput
        label={text.repeat}
        required
        autoComplete="new-password"
        {...register(REPEAT_PASSWORD)}
        error={getFieldState(REPEAT_PASSWORD, formState).error?.message}
        visibilityToggleButtonProps={{ 'aria-label': text.showPassword }}
      />
    </>
  );
}
