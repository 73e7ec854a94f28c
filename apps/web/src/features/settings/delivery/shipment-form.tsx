import type { ShipmentSettings, ShipmentSettingsInput } from '@comanda/contract/store/delivery';
import { ShipmentSettings as ShipmentBody, storeDeliveryRoutes } from '@comanda/contract/store/delivery';
import { SimpleGrid, Stack } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useApi } from '../../../api/api-context';
import { FormFrame } from '../../../components/form-frame';
import { MoneyInput } from '../../../components/money-input';
import { messages } from '../../../lib/messages';
import { ScheduleEntriesField } from '../schedule-list/schedule-entries-field';
import { settingsKeys } from '../shared/settings-keys';
import { SwitchField } from '../shared/switch-field';
import { useEditForm } from '../../../lib/use-edit-form';

const text = messages.settings.delivery;

const values = (settings: ShipmentSettings): ShipmentSettingsInput => ({
  ...settings,
  schedule: settings.schedule.map((entry) => ({ ...entry })),
});

/** 'Envio': switches, cost and minimum; the schedule list only while scheduled delivery is on. */
export function ShipmentForm({ settings }: { settings: ShipmentSettings }) {
  const api = useApi();
  const settingsForm = useEditForm({
    queryKey: settingsKeys.shipment,
    schema: ShipmentBody,
    data: settings,
    values,
    put: (body, options) => api.callVersioned(storeDeliveryRoutes.saveShipment, { body }, options),
  });
  const { control, formState } = settingsForm.form;
  const scheduleEnabled = useWatch({ control, name: 'schedule_enabled' });

  return (
    <FormFrame {...settingsForm}>
      <Stack gap="xs">
        <SwitchField name="enabled" label={text.enabled} />
        <SwitchField name="immediate_enabled" label={text.immediate} />
        <SwitchField name="schedule_enabled" label={text.scheduled} />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(['cost', 'min_amount_items'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <MoneyInput
                label={name === 'cost' ? text.cost : text.minAmount}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={formState.errors[name]?.amount?.message ?? formState.errors[name]?.message}
              />
            )}
          />
        ))}
      </SimpleGrid>
      {scheduleEnabled ? <ScheduleEntriesField name="schedule" withGenerator /> : null}
    </FormFrame>
  );
}
