import { storePreparationRoutes } from '@comanda/contract/store/preparation';
import { useApi } from '../../../api/api-context';
import { PageTitle } from '../../../components/page-title';
import { messages } from '../../../lib/messages';
import { settingsKeys } from '../shared/settings-keys';
import { SettingsLoad } from '../shared/settings-load';
import { useSettingsQuery } from '../shared/use-settings-query';
import { PreparationForm } from './preparation-form';

/** /settings/preparation: how many minutes an order needs. */
export function PreparationScreen() {
  const api = useApi();
  const query = useSettingsQuery(settingsKeys.preparation, (signal) =>
    api.callVersioned(storePreparationRoutes.get, {}, { signal }),
  );
  return (
    <>
      <PageTitle>{messages.screens.preparation}</PageTitle>
      <SettingsLoad query={query}>{(preparation) => <PreparationForm preparation={preparation} />}</SettingsLoad>
    </>
  );
}
