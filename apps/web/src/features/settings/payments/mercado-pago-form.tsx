import type { MercadoPagoSettings, MercadoPagoSettingsInput } from '@comanda/contract/store/payments';
import { MercadoPagoSettings as MercadoPagoBody, storePaymentRoutes } from '@comanda/contract/store/payments';
import { PasswordInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useApi } from '../../../api/api-context';
import { FormFrame } from '../../../components/form-frame';
import { messages } from '../../../lib/messages';
import { settingsKeys } from '../shared/settings-keys';
import { SwitchField } from '../shared/switch-field';
import { useEditForm } from '../../../lib/use-edit-form';

const text = messages.settings.payments;

const values = (settings: MercadoPagoSettings): MercadoPagoSettingsInput => ({ ...settings });

/** 'Mercado Pago': enabled and, while enabled, the store's access token (hidden as typed). */
export function MercadoPagoForm({ settings }: { settings: MercadoPagoSettings }) {
  const api = useApi();
  const settingsForm = useEditForm({
    queryKey: settingsKeys.mercadoPago,
    schema: MercadoPagoBody,
    data: settings,
    values,
    put: (body, options) => api.callVersioned(storePaymentRoutes.saveMercadoPago, { body }, options),
  });
  const { control, register, formState } = settingsForm.form;
  const enabled = useWatch({ control, name: 'enabled' });
  return (
    <FormFrame {...settingsForm}>
      <SwitchField name="enabled" label={text.enabled} />
      {enabled ? (
        <PasswordInput
          label={text.token}
          required
          autoComplete="off"
          visibilityToggleButtonProps={{ 'aria-label': text.showToken }}
          {...register('token')}
          error={formState.errors.token?.message}
        />
      ) : null}
    </FormFrame>
  );
}
