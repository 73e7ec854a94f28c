import { notificationRoutes } from '@comanda/contract/notifications';
import type { TestMessageBody } from '@comanda/contract/notifications';
import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useApi } from '../../../api/api-context';
import { messages } from '../../../lib/messages';
import { errorDetails, toast } from '../../../lib/toast';

const text = messages.settings.notifications;

type Channel = TestMessageBody['channel'];

/**
 * 'Enviar prueba' per channel: a test message to the signed-in user, queued like any other
 * notification. Push needs this device subscribed (the button waits for it).
 */
export function TestMessagePanel({ pushReady }: { pushReady: boolean }) {
  const api = useApi();
  const [sending, setSending] = useState<Channel | null>(null);

  async function send(channel: Channel) {
    setSending(channel);
    try {
      await api.call(notificationRoutes.sendTest, { body: { channel } });
      toast.success(text.testSent);
    } catch (error) {
      toast.error(errorDetails(error));
    } finally {
      setSending(null);
    }
  }

  return (
    <Fieldset legend={text.test} maw={900}>
      <Stack gap="sm">
        <Text size="sm">{text.testHint}</Text>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
            loading={sending === 'whatsapp'}
            disabled={sending !== null && sending !== 'whatsapp'}
            onClick={() => void send('whatsapp')}
          >
            {text.testWhatsapp}
          </Button>
          <Button
            variant="default"
            leftSection={<IconSend size={16} aria-hidden />}
            loading={sending === 'push'}
            disabled={!pushReady || (sending !== null && sending !== 'push')}
            onClick={() => void send('push')}
          >
            {text.testPush}
          </Button>
        </Group>
        {!pushReady && (
          <Text size="sm" c="dimmed">
            {text.testPushNeedsDevice}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
