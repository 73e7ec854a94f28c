import { storeProfileRoutes } from '@comanda/contract/store/profile';
import { Stack } from '@mantine/core';
import { useApi } from '../../../api/api-context';
import { PageTitle } from '../../../components/page-title';
import { messages } from '../../../lib/messages';
import { settingsKeys } from '../shared/settings-keys';
import { SettingsLoad } from '../shared/settings-load';
import { useSettingsQuery } from '../shared/use-settings-query';
import { StoreProfileForm } from './store-profile-form';
import { StoreSharePanel } from './store-share-panel';

/** /settings/store: the store's name, slug and images, and its public link to share (as saved). */
export function StoreProfileScreen() {
  const api = useApi();
  const query = useSettingsQuery(settingsKeys.profile, (signal) =>
    api.callVersioned(storeProfileRoutes.get, {}, { signal }),
  );
  return (
    <>
      <PageTitle>{messages.screens.storeProfile}</PageTitle>
      <SettingsLoad query={query}>
        {(profile) => (
          <Stack gap="lg">
            <StoreProfileForm profile={profile} />
            <StoreSharePanel name={profile.name} slug={profile.slug} />
          </Stack>
        )}
      </SettingsLoad>
    </>
  );
}
