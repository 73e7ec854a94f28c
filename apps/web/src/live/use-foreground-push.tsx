import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../lib/messages';
import { TOAST_DEFAULT_MS } from '../lib/toast';
import { newUuid } from '../lib/uuid';

/** What the service worker (public/sw.js) posts for a push that arrives while this window is on screen. */
export interface ForegroundPush {
  type: 'comanda-push';
  title: string;
  body: string;
  url: string;
}

const isSitePath = (url: unknown): url is string =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');

/** The message, or null when it is not a foreground push. */
export function readForegroundPush(data: unknown): ForegroundPush | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, title, body, url } = data as Record<string, unknown>;
  if (type !== 'comanda-push' || typeof title !== 'string' || title === '') return null;
  return { type, title, body: typeof body === 'string' ? body : '', url: isSitePath(url) ? url : '/orders' };
}

function showPushToast(push: ForegroundPush, go: (url: string) => void): void {
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

/**
 * A push message that arrives while the page is on screen shows its title as a toast (SPEC.md
 * section 7) with its body; the toast, or its 'Ver', opens what it is about.
 */
export function useForegroundPush(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      const push = readForegroundPush(event.data);
      if (push) showPushToast(push, (url) => void navigate(url));
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [navigate]);
}
