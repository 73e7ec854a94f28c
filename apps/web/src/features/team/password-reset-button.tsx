import { teamRoutes } from '@comanda/contract/team';
import type { TeamMember } from '@comanda/contract/team';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../api/api-context';
import { messages } from '../../lib/messages';
import { useStoreInfo } from '../../lib/store-info';
import { errorDetails } from '../../lib/toast';
import { memberName } from './member-name';
import { OneTimeLinkPanel } from './one-time-link-panel';
import { useRefreshTeam } from './use-team';

const text = messages.team;

/** 'Restablecer contraseña': a one-time link (24 h) shared like an invitation's. */
export function PasswordResetButton({ member }: { member: TeamMember }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" size="sm" onClick={() => setOpened(true)}>
        {text.resetPassword}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={text.resetTitle(memberName(member))} size="lg">
        {opened ? <PasswordResetFlow member={member} onClose={() => setOpened(false)} /> : null}
      </Modal>
    </>
  );
}

function PasswordResetFlow({ member, onClose }: { member: TeamMember; onClose: () => void }) {
  const api = useApi();
  const refresh = useRefreshTeam();
  const storeName = useStoreInfo().data?.name ?? messages.app.name;
  const reset = useMutation({
    mutationFn: () => api.call(teamRoutes.passwordReset, { params: { powerId: member.power_id } }),
    onSuccess: refresh,
  });
  if (reset.data) {
    return (
      <Stack>
        <OneTimeLinkPanel
          link={reset.data}
          phone={member.user.phone}
          shareText={text.link.resetMessage(storeName, reset.data.url)}
        />
        <Group justify="flex-end">
          <Button onClick={onClose}>{text.link.done}</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack>
      <Text size="sm">{text.resetText}</Text>
      {reset.isError && (
        <Alert color="red" variant="light" role="alert">
          {text.resetFailed(errorDetails(reset.error))}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {text.cancel}
        </Button>
        <Button loading={reset.isPending} onClick={() => reset.mutate()} data-autofocus>
          {text.resetCreate}
        </Button>
      </Group>
    </Stack>
  );
}
