import { Button, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LinkPageFrame } from '../../components/link-page-frame';
import { messages } from '../../lib/messages';

const text = messages.passwordReset;

/** The new password is set: on to the login. */
export function PasswordResetDone() {
  return (
    <LinkPageFrame title={text.doneTitle}>
      <IconCircleCheck size={48} stroke={1.5} color="var(--mantine-color-teal-7)" aria-hidden />
      <Text>{text.doneText}</Text>
      <Button component={Link} to="/login" size="md" fullWidth>
        {text.signIn}
      </Button>
    </LinkPageFrame>
  );
}
