import { zodResolver } from '@hookform/resolvers/zod';
import type { InvitationView } from '@comanda/contract/team';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { formIssueMessage } from '../../lib/form-errors';
import { messages } from '../../lib/messages';
import { ExistingAccountSchema } from './invitation-forms';
import type { ExistingAccountBody, ExistingAccountValues } from './invitation-forms';

const text = messages.invitation;

interface ExistingAccountFormProps {
  invitation: InvitationView;
  pending: boolean;
  onAccept: (body: ExistingAccountBody) => void;
}

/** 'Ya tengo cuenta': the account's email and password; the store is added to it. */
export function ExistingAccountForm({ invitation, pending, onAccept }: ExistingAccountFormProps) {
  const { register, handleSubmit, formState } = useForm<ExistingAccountValues, unknown, ExistingAccountBody>({
    resolver: zodResolver(ExistingAccountSchema, { error: formIssueMessage }) as Resolver<
      ExistingAccountValues,
      unknown,
      ExistingAccountBody
    >,
    defaultValues: { email: invitation.email ?? '', password: '' },
  });
  const { errors } = formState;
  return (
    <form onSubmit={(event) => void handleSubmit(onAccept)(event)} noValidate>
      <Stack gap="sm">
        <TextInput label={text.email} type="email" inputMode="email" autoComplete="username" withAsterisk {...register('email')} error={errors.email?.message} />
        <PasswordInput
          label={text.password}
          autoComplete="current-password"
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': text.showPassword }}
          {...register('password')}
          error={errors.password?.message}
        />
        <Button type="submit" size="md" loading={pending} fullWidth>
          {text.acceptSignIn}
        </Button>
      </Stack>
    </form>
  );
}
