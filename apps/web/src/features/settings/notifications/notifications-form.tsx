import type {
  NotificationChannel,
  NotificationKey,
  NotificationKeyInfo,
  Notifications,
} from '@comanda/contract/notifications';
import { NotificationsBody, notificationRoutes } from '@comanda/contract/notifications';
import { Checkbox, Table, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useApi } from '../../../api/api-context';
import { FormFrame } from '../../../components/form-frame';
import { messages } from '../../../lib/messages';
import { settingsKeys } from '../shared/settings-keys';
import { useEditForm } from '../../../lib/use-edit-form';

const text = messages.settings.notifications;

type Channel = 'whatsapp' | 'push';

/** A channel as the form holds it: the chosen keys among the kinds shown. */
const channelKeys = (channel: NotificationChannel, shown: readonly NotificationKey[]) => ({
  keys: (channel?.keys ?? []).filter((key) => shown.includes(key)),
});

export interface NotificationsFormProps {
  /** The kinds this role may be told about, in the order to show them. */
  kinds: NotificationKeyInfo[];
  settings: Notifications;
}

/** One row per kind with its WhatsApp and push checkboxes; 'Guardar' sends both lists. */
export function NotificationsForm({ kinds, settings }: NotificationsFormProps) {
  const api = useApi();
  const shown = kinds.map((kind) => kind.key);
  const settingsForm = useEditForm({
    queryKey: settingsKeys.notifications,
    schema: NotificationsBody,
    data: settings,
    values: (saved: Notifications) => ({
      whatsapp: channelKeys(saved.whatsapp, shown),
      push: channelKeys(saved.push, shown),
    }),
    put: (body, options) => api.callVersioned(notificationRoutes.save, { body }, options),
  });
  const { control } = settingsForm.form;

  const checkbox = (channel: Channel, kind: NotificationKeyInfo) => (
    <Controller
      control={control}
      name={channel}
      render={({ field }) => {
        const keys = field.value?.keys ?? [];
        return (
          <Checkbox
            aria-label={channel === 'whatsapp' ? text.whatsappOf(kind.name) : text.pushOf(kind.name)}
            checked={keys.includes(kind.key)}
            onChange={(event) =>
              field.onChange({
                keys: event.currentTarget.checked
                  ? shown.filter((key) => key === kind.key || keys.includes(key))
                  : keys.filter((key) => key !== kind.key),
              })
            }
          />
        );
      }}
    />
  );

  if (kinds.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {text.none}
      </Text>
    );
  }
  return (
    <FormFrame {...settingsForm}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{text.kind}</Table.Th>
            <Table.Th w={110}>{text.whatsapp}</Table.Th>
            <Table.Th w={110}>{text.push}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {kinds.map((kind) => (
            <Table.Tr key={kind.key}>
              <Table.Td>{kind.name}</Table.Td>
              <Table.Td>{checkbox('whatsapp', kind)}</Table.Td>
              <Table.Td>{checkbox('push', kind)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </FormFrame>
  );
}
