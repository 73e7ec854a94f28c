import { Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error';
import { useAuth } from '../../auth/use-auth';
import { baseMessages } from '../../lib/base-messages';
import { errorDetails, toast } from '../../lib/toast';
import type { SignInErrors } from './sign-in-form';
import { checkSignIn, readSignInForm, signInFields } from './sign-in-form';

const text = baseMessages.login;

/** Sign in with email and password (SPEC.md section 2 "Login"), then on to the lobby. */
export function LoginPage() {
  useDocumentTitle(`${text.submit} · ${baseMessages.app.name}`);
  const auth = useAuth();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<SignInErrors | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  const signIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const check = checkSignIn(readSignInForm(form));
    if (!check.ok) {
      setErrors(check.errors);
      const first = signInFields.find((name) => check.errors[name]);
      if (first) (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await auth.signIn(check.values);
      await navigate('/lobby', { replace: true });
    } catch (error) {
      const invalid = isApiError(error) && error.code === 'USER:CREDENTIALS:INVALID';
      toast.error(invalid ? text.invalidCredentials : errorDetails(error));
    } finally {
      setSubmitting(false);
    }
  };

  // After a first try, the messages follow the typing.
  const recheck = (event: FormEvent<HTMLFormElement>) => {
    if (!errors) return;
    const check = checkSignIn(readSignInForm(event.currentTarget));
    setErrors(check.ok ? {} : check.errors);
  };

  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" radius="lg" p="xl" w="100%" maw={420}>
        <form onSubmit={(event) => void signIn(event)} onChange={recheck} noValidate>
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
              name="username"
              type="email"
              autoComplete="username"
              inputMode="email"
              autoFocus
              error={errors?.username}
            />
            <PasswordInput
              label={text.password}
              name="password"
              autoComplete="current-password"
              error={errors?.password}
              visibilityToggleButtonProps={{ 'aria-label': text.showPassword }}
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
