import { authRoutes, ChangePasswordBody } from '@comanda/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { useApi } from '../../api/api-context';
import { isApiError } from '../../api/api-error';
import { NewPasswordFields } from '../../components/new-password-fields';
import { fieldRefusal } from '../../lib/field-refusal';
import { formIssueMessage } from '../../lib/form-errors';
import { messages } from '../../lib/messages';
import { repeatedPassword } from '../../lib/repeated-password';
import { errorDetails, toast } from '../../lib/toast';
import { AccountSection } from './account-section';
import { sentenceCase } from '../../lib/sentence-case';

const text = messages.account;
const schema = repeatedPassword(ChangePasswordBody, 'new_password');
const empty = { current_password: '', new_password: '', repeat_password: '' };

/**
 * The current password and the new one twice. The server ends the user's other sessions and keeps
 * this one; a wrong current password or a refused new one shows under its field.
 */
export function ChangePasswordForm() {
  const api = useApi();
  const form = useForm({ resolver: zodResolver(schema, { error: formIssueMessage }), defaultValues: empty });

  const submit = form.handleSubmit(async ({ current_password, new_password }) => {
    try {
      await api.call(authRoutes.changePassword, { body: { current_password, new_password } });
      form.reset(empty);
      toast.success(text.passwordChanged);
    } catch (error) {
      const refusal = fieldRefusal(error, 'new_password');
      if (isApiError(error) && error.code === 'USER:PASSWORD:WRONG') {
        form.setError('current_password', { message: error.message }, { shouldFocus: true });
      } else if (refusal) {
        form.setError('new_password', { message: sentenceCase(refusal) }, { shouldFocus: true });
      } else {
        toast.error(text.passwordFailed(errorDetails(error)));
      }
    }
  });

  return (
    <AccountSection title={text.passwordTitle} hint={text.passwordHint}>
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md" maw={420}>
            <PasswordInput
              label={text.currentPassword}
              required
              autoComplete="current-password"
              {...form.register('current_password')}
              error={form.formState.errors.current_password?.message}
              visibilityToggleButtonProps={{ 'aria-label': messages.newPassword.showPassword }}
            />
            <NewPasswordFields name="new_password" />
            <Group>
              <Button type="submit" loading={form.formState.isSubmitting}>
                {text.changePassword}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </AccountSection>
  );
}
