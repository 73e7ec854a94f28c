import type { UpdateMeBody as UpdateMeInput, UserSummary } from '@comanda/contract/auth';
import { authRoutes, UpdateMeBody } from '@comanda/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useApi } from '../../api/api-context';
import { isApiError } from '../../api/api-error';
import { useAuth } from '../../auth/use-auth';
import { PersonNameFields, PhoneField } from '../../components/person-fields';
import { formIssueMessage } from '../../lib/form-errors';
import { messages } from '../../lib/messages';
import { saveToast } from '../../lib/toast';
import { AccountSection } from './account-section';

const text = messages.account;

const values = (user: UserSummary): UpdateMeInput => ({
  first_name: user.first_name,
  last_name: user.last_name,
  phone: user.phone ?? '',
});

/** Name and phone; once saved, the header and the lobby show the new name. */
export function ProfileForm({ user }: { user: UserSummary }) {
  const api = useApi();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const form = useForm<UpdateMeInput, unknown, UpdateMeBody>({
    resolver: zodResolver(UpdateMeBody, { error: formIssueMessage }),
    defaultValues: values(user),
  });
  const { register, formState } = form;

  const submit = form.handleSubmit(async (body) => {
    const outcome = await saveToast(api.call(authRoutes.updateMe, { body }));
    if (!outcome.ok) {
      if (isApiError(outcome.error) && outcome.error.code.startsWith('VO:PHONE')) {
        form.setError('phone', { message: outcome.error.message });
      }
      return;
    }
    const saved = outcome.value;
    auth.userChanged(saved);
    form.reset(values(saved));
    await queryClient.invalidateQueries({ queryKey: ['account'] });
    await queryClient.invalidateQueries({ queryKey: ['auth', 'powers'] });
  });

  return (
    <AccountSection title={text.profileTitle}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PersonNameFields register={register} errors={formState.errors} text={text} />
          <TextInput label={text.email} value={user.email ?? ''} readOnly variant="filled" />
          <PhoneField register={register} errors={formState.errors} text={text} />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={formState.isSubmitting}>
            {text.save}
          </Button>
        </Group>
      </form>
    </AccountSection>
  );
}
