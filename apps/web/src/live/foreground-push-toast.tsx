import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages } from '../lib/messages';
import { TOAST_DEFAULT_MS } from '../lib/toast';
import { newUuid } from '../lib/uuid';
import type { ForegroundPush } from './use-foreground-push';

/** The toast of a push message: its title, its body and 'Ver'; `go` opens its url. */
export function showPushToast(push: ForegroundPush, go: (url: string) => void): void {
  const id = `comanda-push-${newUuid()}`;
  const open = () => {
    notifications.hide(id);
    go(push.url);
  };
  notifications.show({
    id,
    title: push.title,
    autoClose: TOAST_DEFAULT_MS,
    closeButtonProps: { 'aria-label': messages.toast.close },
    style: { cursor: 'pointer' },
    // The close button closes and 'Ver' opens; a click anywhere else on the toast opens too.
    onClick: (click) => {
      if (!(click.target as Element).closest('button')) open();
    },
    message: (
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm">{push.body}</Text>
        <Button size="compact-sm" variant="light" onClick={open}>
          {messages.live.push.view}
        </Button>
      </Group>
    ),
  });
}
