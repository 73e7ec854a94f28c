import { Button, Fieldset, Stack, Text } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { messages } from '../../../lib/messages';
import type { PushDevice, PushDeviceStatus } from './use-push-device';

const text = messages.settings.notifications;

const statusText: Record<PushDeviceStatus, string> = {
  checking: text.checking,
  unsupported: text.unsupported,
  unconfigured: text.notConfigured,
  denied: text.denied,
  subscribed: text.subscribed,
  unsubscribed: text.notSubscribed,
};

/** Subscribes or unsubscribes this device to push; says why when it cannot. */
export function PushDevicePanel({ device }: { device: PushDevice }) {
  const subscribed = device.status === 'subscribed';
  const usable = subscribed || device.status === 'unsubscribed';
  return (
    <Fieldset legend={text.device} maw={900}>
      <Stack gap="sm">
        <Text size="sm" c={usable ? undefined : 'dimmed'}>
          {statusText[device.status]}
        </Text>
        {/* Its label is long: on a phone it wraps inside the button instead of running past it. */}
        <Button
          w="fit-content"
          maw="100%"
          h="auto"
          mih={36}
          py={6}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
          variant={subscribed ? 'light' : 'filled'}
          color={subscribed ? 'red' : undefined}
          leftSection={subscribed ? <IconBellOff size={16} aria-hidden /> : <IconBell size={16} aria-hidden />}
          disabled={!usable}
          loading={device.busy}
          onClick={() => void (subscribed ? device.unsubscribe() : device.subscribe())}
        >
          {subscribed ? text.unsubscribe : text.subscribe}
        </Button>
      </Stack>
    </Fieldset>
  );
}
