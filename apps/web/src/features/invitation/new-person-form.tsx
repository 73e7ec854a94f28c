import { zodResolver } from '@hookform/resolvers/zod';
import type { InvitationView } from '@comanda/contract/team';
import { Button, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { PersonNameFields, PhoneField } from '../../components/person-fields';
import { formIssueMessage } from '../../lib/form-errors';
import { messages } from '../../lib/messages';
import { NewPersonSchema, newPersonValues } from './invitation-forms';
import type { NewPersonBody, NewPersonValues } from './invitation-forms';

const text = messages.invitation;

interface NewPersonFormProps {
  invitation: InvitationView;
  pending: boolean;
  onAccept: (body: NewPersonBody) => void;
}

/** Someone new sets their names, email, phone (optional) and a password. */
export function NewPersonForm({ invitation, pending, onAccept }: NewPersonFormProps) {
  const { register, handleSubmit, formState } = useForm<NewPersonValues, unknown, NewPersonBody>({
    resolver: zodResolver(NewPersonSchema, { error: formIssueMessage }) as Resolver<NewPersonValues, unknown, NewPersonBody>,
    defaultValues: newPersonValues(invitation),
  });
  const { errors } = formState;
  return (
    <form onSubmit={(event) => void handleSubmit(onAccept)(event)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <PersonNameFields register={register} errors={errors} text={text} asteriskOnly />
        </SimpleGrid>
        <TextInput label={text.email} type="email" inputMode="email" autoComplete="email" withAsterisk {...register('email')} error={errors.email?.message} />
        <PhoneField register={register} errors={errors} text={text} />
        <PasswordInput
          label={text.password}
          description={text.passwordHint}
          autoComplete="new-password"
          withAsterisk
          visibilityToggleButtonProps={{ 'aria-label': text.showPassword }}
          {...register('password')}
          error={errors.password?.message}
        />
        <Button type="submit" size="md" loading={pending} fullWidth>
          {text.accept}
        </Button>
      </Stack>
    </form>
  );
}
