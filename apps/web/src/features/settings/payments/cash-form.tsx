import type { CashSettings } from '@comanda/contract/store/payments';
import { CashSettings as CashBody, storePaymentRoutes } from '@comanda/contract/store/payments';
import { useApi } from '../../../api/api-context';
import { FormFrame } from '../../../components/form-frame';
import { messages } from '../../../lib/messages';
import { settingsKeys } from '../shared/settings-keys';
import { SwitchField } from '../shared/switch-field';
import { useSettingsForm } from '../shared/use-settings-form';

const values = (settings: CashSettings) => ({ enabled: settings.enabled });

/** 'Efectivo': enabled or not. */
export function CashForm({ settings }: { settings: CashSettings }) {
  const api = useApi();
  const settingsForm = useSettingsForm({
    queryKey: settingsKeys.cash,
    schema: CashBody,
    settings,
    values,
    put: (body) => api.call(storePaymentRoutes.saveCash, { body }),
  });
  return (
    <FormFrame {...settingsForm}>
      <SwitchField name="enabled" label={messages.settings.payments.enabled} />
    </FormFrame>
  );
}
