import { notificationKeysFor, notificationRoutes } from '@comanda/contract/notifications';
import type { Role } from '@comanda/contract/roles';
import { Stack } from '@mantine/core';
import { useApi } from '../../../api/api-context';
import { PageTitle } from '../../../components/page-title';
import { messages } from '../../../lib/messages';
import { settingsKeys } from '../shared/settings-keys';
import { SettingsLoad } from '../shared/settings-load';
import { useSettingsQuery } from '../shared/use-settings-query';
import { AutoPrintPanel } from './auto-print-panel';
import { NotificationsForm } from './notifications-form';
import { PushDevicePanel } from './push-device-panel';
import { TestMessagePanel } from './test-message-panel';
import { usePushDevice } from './use-push-device';

/**
 * The notification kinds the server offers this role (GET keys), kept to those the role may use
 * (SPEC.md section 6), with their WhatsApp and push choices; then push on this device, and a
 * test message per channel; and this device's auto-print of the kitchen ticket.
 */
export function NotificationSettings({ role }: { role: Role }) {
  const api = useApi();
  const kinds = useSettingsQuery(settingsKeys.notificationKeys, (signal) =>
    api.callVersioned(notificationRoutes.keys, {}, { signal }),
  );
  const settings = useSettingsQuery(settingsKeys.notifications, (signal) =>
    api.callVersioned(notificationRoutes.get, {}, { signal }),
  );
  const vapid = useSettingsQuery(settingsKeys.vapidPublicKey, (signal) =>
    api.callVersioned(notificationRoutes.vapidPublicKey, {}, { signal }),
  );
  const allowed = notificationKeysFor(role);
  // A failed key lookup counts as "not configured": the button stays disabled and says why.
  const vapidKey = vapid.isPending ? undefined : (vapid.data?.key ?? null);
  const device = usePushDevice(vapidKey);

  return (
    <>
      <PageTitle>{messages.screens.notifications}</PageTitle>
      <Stack gap="lg">
        <SettingsLoad query={kinds}>
          {(offered) => (
            <SettingsLoad query={settings}>
              {(current) => (
                <NotificationsForm
                  kinds={offered.filter((kind) => allowed.includes(kind.key))}
                  settings={current}
                />
              )}
            </SettingsLoad>
          )}
        </SettingsLoad>
        <PushDevicePanel device={device} />
        <TestMessagePanel pushReady={device.status === 'subscribed'} />
        <AutoPrintPanel />
      </Stack>
    </>
  );
}
