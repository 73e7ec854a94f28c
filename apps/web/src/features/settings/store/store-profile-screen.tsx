import { storeProfileRoutes } from '@comanda/contract/store/profile';
import { useApi } from '../../../api/api-context';
import { PageTitle } from '../../../components/page-title';
import { messages } from '../../../lib/messages';
import { settingsKeys } from '../shared/settings-keys';
import { SettingsLoad } from '../shared/settings-load';
import { useSettingsQuery } from '../shared/use-settings-query';
import { StoreProfileForm } from './store-profile-form';

/** /settings/store: the store's name, slug and images. */
export function StoreProfileScreen() {
  const api = useApi();
  const query = useSettingsQuery(settingsKeys.profile, (signal) =>
    api.callVersioned(storeProfileRoutes.get, {}, { signal }),
  );
  return (
    <>
      <PageTitle>{messages.screens.storeProfile}</PageTitle>
      <SettingsLoad query={query}>{(profile) => <StoreProfileForm profile={profile} />}</SettingsLoad>
    </>
  );
}
