import { teamRoutes, UsePasswordResetBody } from '@comanda/contract/team';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { useApi } from '../../api/api-context';
import { LinkPageFrame } from '../../components/link-page-frame';
import { NewPasswordFields } from '../../components/new-password-fields';
import { fieldRefusal } from '../../lib/field-refusal';
import { formIssueMessage } from '../../lib/form-errors';
import { messages } from '../../lib/messages';
import { repeatedPassword } from '../../lib/repeated-password';
import { sentenceCase } from '../../lib/sentence-case';
import { errorDetails, toast } from '../../lib/toast';

const text = messages.passwordReset;
const schema = repeatedPassword(UsePasswordResetBody, 'password');

interface PasswordResetFormProps {
  token: string;
  firstName: string;
  onDone: () => void;
}

/** 'Hola, Ana': the new password twice; a refused one (too common) shows under its field. */
export function PasswordResetForm({ token, firstName, onDone }: PasswordResetFormProps) {
  const api = useApi();
  const form = useForm({
    resolver: zodResolver(schema, { error: formIssueMessage }),
    defaultValues: { password: '', repeat_password: '' },
  });

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await api.call(teamRoutes.usePasswordReset, { params: { token }, body: { password } });
      onDone();
    } catch (error) {
      const refusal = fieldRefusal(error, 'password');
      if (refusal) form.setError('password', { message: sentenceCase(refusal) }, { shouldFocus: true });
      else toast.error(text.failed(errorDetails(error)));
    }
  });

  return (
    <LinkPageFrame title={text.title} subtitle={text.hello(firstName)}>
      <Text size="sm">{text.intro}</Text>
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <NewPasswordFields name="password" />
            <Button type="submit" size="md" fullWidth loading={form.formState.isSubmitting}>
              {text.submit}
            </Button>
          </Stack>
        </form>
      </FormProvider>
    </LinkPageFrame>
  );
}
