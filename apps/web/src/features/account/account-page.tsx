import { Alert, Button, Center, Container, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { useApi } from '../../api/api-context';
import { useAuthState } from '../../auth/use-auth';
import { PageTitle } from '../../components/page-title';
import { messages } from '../../lib/messages';
import { errorDetails } from '../../lib/toast';
import { accountUserQuery } from './account-user-query';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';
import { SignOutEverywhere } from './sign-out-everywhere';

const text = messages.account;

/** Where 'Volver' goes: the page 'Mi cuenta' was opened from, else the store or the lobby. */
function useBackPath(): string {
  const location = useLocation();
  const state = useAuthState();
  const from = (location.state as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && from.startsWith('/')) return from;
  return state.status === 'access' ? '/' : '/lobby';
}

/**
 * 'Mi cuenta' (/account): the signed-in user's name and phone, password and sessions. Outside
 * the store's shell, like the lobby, so every role reaches it, with or without a store chosen.
 */
export function AccountPage() {
  const api = useApi();
  const user = useQuery(accountUserQuery(api));
  const back = useBackPath();

  return (
    <Container component="main" size="sm" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Button
        component={Link}
        to={back}
        variant="subtle"
        color="gray"
        leftSection={<IconArrowLeft size={18} stroke={1.6} aria-hidden />}
        mb="sm"
        px="xs"
      >
        {text.back}
      </Button>
      <PageTitle>{text.title}</PageTitle>
      {user.isPending && (
        <Center py="xl">
          <Loader aria-label={messages.app.loading} />
        </Center>
      )}
      {user.isError && (
        <Alert color="red" variant="light">
          {text.loadFailed(errorDetails(user.error))}
        </Alert>
      )}
      {user.data && (
        <Stack gap="lg">
          <ProfileForm key={user.data.id} user={user.data} />
          <ChangePasswordForm />
          <SignOutEverywhere />
        </Stack>
      )}
    </Container>
  );
}
