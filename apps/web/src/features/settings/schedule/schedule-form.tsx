import type { StoreSchedule } from '@comanda/contract/store/schedule';
import { StoreSchedule as StoreScheduleBody, storeScheduleRoutes } from '@comanda/contract/store/schedule';
import { useApi } from '../../../api/api-context';
import { FormFrame } from '../../../components/form-frame';
import { ScheduleEntriesField } from '../schedule-list/schedule-entries-field';
import { settingsKeys } from '../shared/settings-keys';
import { useEditForm } from '../../../lib/use-edit-form';

const values = (schedule: StoreSchedule) => ({
  schedules: schedule.schedules.map((entry) => ({ ...entry })),
});

/** The weekly entries (day, start, end, active); 'Guardar' sends them all. */
export function ScheduleForm({ schedule }: { schedule: StoreSchedule }) {
  const api = useApi();
  const settingsForm = useEditForm({
    queryKey: settingsKeys.schedule,
    schema: StoreScheduleBody,
    data: schedule,
    values,
    put: (body, options) => api.callVersioned(storeScheduleRoutes.save, { body }, options),
  });
  return (
    <FormFrame {...settingsForm}>
      <ScheduleEntriesField name="schedules" />
    </FormFrame>
  );
}
