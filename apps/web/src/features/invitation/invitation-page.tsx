import { roleLabel } from '@comanda/contract/roles';
import { teamRoutes } from '@comanda/contract/team';
import type { InvitationView } from '@comanda/contract/team';
import { Alert, Center, Group, Image, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useApi } from '../../api/api-context';
import { messages } from '../../lib/messages';
import { errorDetails } from '../../lib/toast';
import { ExistingAccountForm } from './existing-account-form';
import { InvitationGone } from './invitation-gone';
import { NewPersonForm } from './new-person-form';
import { acceptErrorText, isGoneLink, useAcceptInvitation } from './use-accept-invitation';

const text = messages.invitation;

/** /invitacion/:token: the store and role of an invitation, and accepting it (new or existing account). */
export function InvitationPage() {
  useDocumentTitle(`${text.title} · ${messages.app.name}`);
  const api = useApi();
  const token = useParams().token ?? '';
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => api.call(teamRoutes.invitationView, { params: { token } }, { signal, retryUnauthorized: false }),
    staleTime: Infinity,
  });
  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', xs: 'xl' }} w="100%" maw={480}>
        {invitation.isPending && (
          <Center py="xl">
            <Loader aria-label={text.loading} />
          </Center>
        )}
        {invitation.isError &&
          (isGoneLink(invitation.error) ? (
            <InvitationGone />
          ) : (
            <Alert color="red" variant="light">
              {errorDetails(invitation.error)}
            </Alert>
          ))}
        {invitation.isSuccess && <Acceptance token={token} invitation={invitation.data} />}
      </Paper>
    </Center>
  );
}

type Path = 'new' | 'existing';

function Acceptance({ token, invitation }: { token: string; invitation: InvitationView }) {
  const [path, setPath] = useState<Path>('new');
  const accept = useAcceptInvitation(token, invitation.store.name);
  if (accept.isError && isGoneLink(accept.error)) return <InvitationGone />;
  const error = accept.isError ? acceptErrorText(accept.error) : null;
  return (
    <Stack gap="md">
      <StoreHeading invitation={invitation} />
      <SegmentedControl
        fullWidth
        value={path}
        onChange={(value) => {
          setPath(value as Path);
          accept.reset();
        }}
        data={[
          { value: 'new', label: text.newPerson },
          { value: 'existing', label: text.hasAccount },
        ]}
      />
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {path === 'new' ? (
        <NewPersonForm invitation={invitation} pending={accept.isPending} onAccept={(body) => accept.mutate(body)} />
      ) : (
        <ExistingAccountForm invitation={invitation} pending={accept.isPending} onAccept={(body) => accept.mutate(body)} />
      )}
    </Stack>
  );
}

function StoreHeading({ invitation }: { invitation: InvitationView }): ReactNode {
  const { store } = invitation;
  return (
    <Group gap="md" wrap="nowrap">
      {store.logo_url && <Image src={store.logo_url} alt="" w={56} h={56} fit="contain" radius="md" />}
      <div style={{ minWidth: 0 }}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {store.name}
        </Title>
        <Text>{text.invitedAs(roleLabel[invitation.role])}</Text>
      </div>
    </Group>
  );
}
