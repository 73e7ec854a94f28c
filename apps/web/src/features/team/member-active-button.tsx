import type { TeamMember } from '@comanda/contract/team';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { messages } from '../../lib/messages';
import { actionToast } from '../../lib/toast';
import { memberName } from './member-name';
import { useUpdateMember } from './use-team';

const text = messages.team;

/** 'Desactivar' / 'Reactivar', after a confirm: deactivating ends the member's access at once. */
export function MemberActiveButton({ member }: { member: TeamMember }) {
  const [opened, setOpened] = useState(false);
  const update = useUpdateMember(member);
  const name = memberName(member);
  const deactivating = member.active;
  const confirm = async () => {
    setOpened(false);
    await actionToast(update.mutateAsync({ active: !member.active }), {
      loading: deactivating ? text.deactivating : text.reactivating,
      success: deactivating ? text.deactivated : text.reactivated,
      error: text.changeFailed,
    });
  };
  return (
    <>
      <Button
        variant={deactivating ? 'outline' : 'filled'}
        color={deactivating ? 'red.9' : 'teal.9'}
        size="sm"
        loading={update.isPending}
        onClick={() => setOpened(true)}
      >
        {deactivating ? text.deactivate : text.reactivate}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={deactivating ? text.deactivateTitle(name) : text.reactivateTitle(name)}
      >
        <Stack>
          <Text size="sm">{deactivating ? text.deactivateText : text.reactivateText}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {text.cancel}
            </Button>
            <Button color={deactivating ? 'red.9' : 'teal.9'} onClick={() => void confirm()} data-autofocus>
              {deactivating ? text.deactivate : text.reactivate}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
