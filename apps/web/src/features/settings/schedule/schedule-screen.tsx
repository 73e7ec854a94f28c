import { storeScheduleRoutes } from '@comanda/contract/store/schedule';
import { useApi } from '../../../api/api-context';
import { PageTitle } from '../../../components/page-title';
import { messages } from '../../../lib/messages';
import { settingsKeys } from '../shared/settings-keys';
import { SettingsLoad } from '../shared/settings-load';
import { useSettingsQuery } from '../shared/use-settings-query';
import { ScheduleForm } from './schedule-form';

/** /settings/schedule: the store's weekly opening hours. */
export function ScheduleScreen() {
  const api = useApi();
  const query = useSettingsQuery(settingsKeys.schedule, (signal) =>
    api.callVersioned(storeScheduleRoutes.get, {}, { signal }),
  );
  return (
    <>
      <PageTitle>{messages.screens.schedule}</PageTitle>
      <SettingsLoad query={query}>{(schedule) => <ScheduleForm schedule={schedule} />}</SettingsLoad>
    </>
  );
}
