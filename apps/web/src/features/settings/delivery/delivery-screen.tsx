import { storeDeliveryRoutes } from '@comanda/contract/store/delivery';
import { Stack } from '@mantine/core';
import { useApi } from '../../../api/api-context';
import { PageTitle } from '../../../components/page-title';
import { messages } from '../../../lib/messages';
import { settingsKeys } from '../shared/settings-keys';
import { SettingsLoad } from '../shared/settings-load';
import { SettingsSection } from '../shared/settings-section';
import { useSettingsQuery } from '../shared/use-settings-query';
import { ShipmentForm } from './shipment-form';
import { TakeAwayForm } from './take-away-form';

const text = messages.settings.delivery;

/** /settings/delivery: 'Envio' and 'Retiro', each loaded and saved on its own. */
export function DeliveryScreen() {
  const api = useApi();
  const shipment = useSettingsQuery(settingsKeys.shipment, (signal) =>
    api.callVersioned(storeDeliveryRoutes.getShipment, {}, { signal }),
  );
  const takeAway = useSettingsQuery(settingsKeys.takeAway, (signal) =>
    api.callVersioned(storeDeliveryRoutes.getTakeAway, {}, { signal }),
  );
  return (
    <>
      <PageTitle>{messages.screens.delivery}</PageTitle>
      <Stack gap="lg">
        <SettingsSection title={text.shipment}>
          <SettingsLoad query={shipment}>{(settings) => <ShipmentForm settings={settings} />}</SettingsLoad>
        </SettingsSection>
        <SettingsSection title={text.takeAway}>
          <SettingsLoad query={takeAway}>{(settings) => <TakeAwayForm settings={settings} />}</SettingsLoad>
        </SettingsSection>
      </Stack>
    </>
  );
}
