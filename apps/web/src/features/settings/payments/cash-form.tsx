import type { CashSettings } from '@comanda/contract/store/payments';
import { CashSettings as CashBody, storePaymentRoutes } from '@comanda/contract/store/payments';
import { useApi } from '../../../api/api-context';
import { FormFrame } from '../../../components/form-frame';
import { messages } from '../../../lib/messages';
import { settingsKeys } from '../shared/settings-keys';
import { SwitchField } from '../shared/switch-field';
import { useEditForm } from '../../../lib/use-edit-form';

const values = (settings: CashSettings) => ({ enabled: settings.enabled });

/** 'Efectivo': enabled or not. */
export function CashForm({ settings }: { settings: CashSettings }) {
  const api = useApi();
  const settingsForm = useEditForm({
    queryKey: settingsKeys.cash,
    schema: CashBody,
    data: settings,
    values,
    put: (body, options) => api.callVersioned(storePaymentRoutes.saveCash, { body }, options),
  });
  return (
    <FormFrame {...settingsForm}>
      <SwitchField name="enabled" label={messages.settings.payments.enabled} />
    </FormFrame>
  );
}
