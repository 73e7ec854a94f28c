import { SignInBody } from '@comanda/contract/auth';
import type { SignInBody as SignInValues } from '@comanda/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error';
import { useAuth } from '../../auth/use-auth';
import { formIssueMessage } from '../../lib/form-errors';
import { messages } from '../../lib/messages';
import { errorDetails, toast } from '../../lib/toast';

const text = messages.login;

/** Sign in with email and password (SPEC.md section 2 "Login"), then on to the lobby. */
export function LoginPage() {
  useDocumentTitle(`${text.submit} · ${messages.app.name}`);
  const auth = useAuth();
  const navigate = useNavigate();
  const form = useForm<SignInValues>({
    resolver: zodResolver(SignInBody, { error: formIssueMessage }),
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const signIn = form.handleSubmit(async (values) => {
    try {
      await auth.signIn(values);
      await navigate('/lobby', { replace: true });
    } catch (error) {
      const invalid = isApiError(error) && error.code === 'USER:CREDENTIALS:INVALID';
      toast.error(invalid ? text.invalidCredentials : errorDetails(error));
    }
  });

  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" radius="lg" p="xl" w="100%" maw={420}>
        <form onSubmit={(event) => void signIn(event)} noValidate>
          <Stack gap="md">
            <div>
              <Title order={1} size="h2">
                {text.title}
              </Title>
              <Text c="dimmed" size="sm">
                {text.subtitle}
              </Text>
            </div>
            <TextInput
              label={text.email}
              type="email"
              autoComplete="username"
              inputMode="email"
              autoFocus
              error={errors.username?.message}
              {...form.register('username')}
            />
            <PasswordInput
              label={text.password}
              autoComplete="current-password"
              error={errors.password?.message}
              visibilityToggleButtonProps={{ 'aria-label': text.showPassword }}
              {...form.register('password')}
            />
            <Button type="submit" size="md" loading={isSubmitting} fullWidth>
              {text.submit}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
