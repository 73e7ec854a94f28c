import type { TeamMember } from '@comanda/contract/team';
import { Alert, Button, Center, List, Loader, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { messages } from '../../lib/messages';
import { useStoreTimeZone } from '../../lib/store-info';
import { errorDetails } from '../../lib/toast';
import { memberName } from './member-name';
import { teamChangeWhat, teamChangeWhoWhen } from './team-change-text';
import { useTeamChanges } from './use-team';

const text = messages.team;

/** 'Historial': the member's recorded changes, each with who and when. */
export function MemberHistoryButton({ member }: { member: TeamMember }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="subtle" size="sm" onClick={() => setOpened(true)}>
        {text.history}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={text.historyTitle(memberName(member))}>
        {opened ? <MemberHistory powerId={member.power_id} /> : null}
      </Modal>
    </>
  );
}

function MemberHistory({ powerId }: { powerId: string }) {
  const changes = useTeamChanges(powerId);
  const timeZone = useStoreTimeZone();
  if (changes.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={text.historyLoading} />
      </Center>
    );
  }
  if (changes.isError) {
    return (
      <Alert color="red" variant="light">
        {errorDetails(changes.error)}
      </Alert>
    );
  }
  if (changes.data.data.length === 0) return <Text>{text.historyEmpty}</Text>;
  return (
    <List spacing="sm" listStyleType="none" aria-label={text.history}>
      {changes.data.data.map((change) => (
        <List.Item key={change.seq}>
          <Text size="sm" fw={500}>
            {teamChangeWhat(change)}
          </Text>
          <Text size="xs" c="dimmed">
            {teamChangeWhoWhen(change, timeZone)}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
