import type { TakeAwaySettings, TakeAwaySettingsInput } from '@comanda/contract/store/delivery';
import { TakeAwaySettings as TakeAwayBody, storeDeliveryRoutes } from '@comanda/contract/store/delivery';
import { Stack } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useApi } from '../../../api/api-context';
import { FormFrame } from '../../../components/form-frame';
import { messages } from '../../../lib/messages';
import { ScheduleEntriesField } from '../schedule-list/schedule-entries-field';
import { settingsKeys } from '../shared/settings-keys';
import { SwitchField } from '../shared/switch-field';
import { useEditForm } from '../../../lib/use-edit-form';
import { PickupAddressFields } from './pickup-address-fields';

const text = messages.settings.delivery;

const values = (settings: TakeAwaySettings): TakeAwaySettingsInput => ({
  ...settings,
  address: { ...settings.address },
  schedule: settings.schedule.map((entry) => ({ ...entry })),
});

/**
 * 'Retiro': switches; the schedule list while scheduled pick-up is on; the address while
 * immediate or scheduled pick-up is on (and whenever the address is what blocks the save).
 */
export function TakeAwayForm({ settings }: { settings: TakeAwaySettings }) {
  const api = useApi();
  const settingsForm = useEditForm({
    queryKey: settingsKeys.takeAway,
    schema: TakeAwayBody,
    data: settings,
    values,
    put: (body, options) => api.callVersioned(storeDeliveryRoutes.saveTakeAway, { body }, options),
  });
  const { control, formState } = settingsForm.form;
  const [immediate, scheduled] = useWatch({ control, name: ['immediate_enabled', 'schedule_enabled'] });
  const showAddress = immediate === true || scheduled === true || formState.errors.address !== undefined;

  return (
    <FormFrame {...settingsForm}>
      <Stack gap="xs">
        <SwitchField name="enabled" label={text.enabled} />
        <SwitchField name="immediate_enabled" label={text.immediate} />
        <SwitchField name="schedule_enabled" label={text.scheduled} />
      </Stack>
      {scheduled ? <ScheduleEntriesField name="schedule" withGenerator /> : null}
      {showAddress ? <PickupAddressFields /> : null}
    </FormFrame>
  );
}
