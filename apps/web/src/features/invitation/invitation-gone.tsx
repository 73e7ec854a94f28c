import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { messages } from '../../lib/messages';

const text = messages.invitation;

/** A used, revoked or expired link: nothing to accept, the way to sign in. */
export function InvitationGone() {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {text.invalidTitle}
      </Title>
      <Text>{text.invalidText}</Text>
      <Button component={Link} to="/login" replace>
        {text.signIn}
      </Button>
    </Stack>
  );
}
