import type { SetupBody as SetupInput } from '@comanda/contract/team';
import { SetupBody, teamRoutes } from '@comanda/contract/team';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useNavigate } from 'react-router';
import { useApi } from '../../api/api-context';
import { isApiError } from '../../api/api-error';
import { useAuth } from '../../auth/use-auth';
import { LinkPageFrame } from '../../components/link-page-frame';
import { NewStoreFields } from '../../components/new-store/new-store-fields';
import { DEFAULT_TIME_ZONE } from '../../components/new-store/time-zone-options';
import { PersonNameFields, PhoneField } from '../../components/person-fields';
import { fieldRefusal } from '../../lib/field-refusal';
import { formIssueMessage } from '../../lib/form-errors';
import { messages } from '../../lib/messages';
import { sentenceCase } from '../../lib/sentence-case';
import { errorDetails, toast } from '../../lib/toast';

const text = messages.setup;

const empty: SetupInput = {
  store: { name: '', slug: '', timezone: DEFAULT_TIME_ZONE },
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  password: '',
};

/** Fields a refusal of the server can name, in the order the form shows them. */
const refusable = ['store.name', 'store.slug', 'first_name', 'last_name', 'email', 'phone', 'password'] as const;

/** The store (name, slug, time zone) and its root; the answer's session signs the root in. */
export function SetupForm({ token }: { token: string }) {
  const api = useApi();
  const auth = useAuth();
  const navigate = useNavigate();
  const form = useForm<SetupInput, unknown, z.output<typeof SetupBody>>({
    resolver: zodResolver(SetupBody, { error: formIssueMessage }),
    defaultValues: empty,
  });
  const { register, formState } = form;

  const showRefusal = (error: unknown): boolean => {
    if (isApiError(error) && error.code === 'STORE:SLUG:TAKEN') {
      form.setError('store.slug', { message: error.message }, { shouldFocus: true });
      return true;
    }
    if (isApiError(error) && error.code.startsWith('VO:PHONE')) {
      form.setError('phone', { message: error.message }, { shouldFocus: true });
      return true;
    }
    const field = refusable.find((name) => fieldRefusal(error, name));
    if (!field) return false;
    form.setError(field, { message: sentenceCase(fieldRefusal(error, field) ?? '') }, { shouldFocus: true });
    return true;
  };

  const submit = form.handleSubmit(async (body) => {
    try {
      const session = await api.call(teamRoutes.setup, { params: { token }, body });
      auth.acceptSession(session.token);
      await navigate('/lobby', { replace: true });
    } catch (error) {
      if (!showRefusal(error)) toast.error(text.failed(errorDetails(error)));
    }
  });

  return (
    <LinkPageFrame title={text.title} width={640}>
      <Text size="sm">{text.intro}</Text>
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="lg">
            <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
              <Title order={2} size="h4" component="legend" mb="xs">
                {text.storeTitle}
              </Title>
              <NewStoreFields prefix="store." />
            </Stack>
            <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
              <Title order={2} size="h4" component="legend">
                {text.rootTitle}
              </Title>
              <Text size="sm" c="dimmed">
                {text.rootHint}
              </Text>
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <PersonNameFields register={register} errors={formState.errors} text={text} />
              </SimpleGrid>
              <TextInput
                label={text.email}
                required
                type="email"
                inputMode="email"
                autoComplete="username"
                {...register('email')}
                error={formState.errors.email?.message}
              />
              <PhoneField register={register} errors={formState.errors} text={text} />
              <PasswordInput
                label={text.password}
                description={text.passwordHint}
                required
                autoComplete="new-password"
                {...register('password')}
                error={formState.errors.password?.message}
                visibilityToggleButtonProps={{ 'aria-label': text.showPassword }}
              />
            </Stack>
            <Button type="submit" size="md" fullWidth loading={formState.isSubmitting}>
              {text.submit}
            </Button>
          </Stack>
        </form>
      </FormProvider>
    </LinkPageFrame>
  );
}
