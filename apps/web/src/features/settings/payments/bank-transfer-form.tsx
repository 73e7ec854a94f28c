import type { BankTransferSettings, BankTransferSettingsInput } from '@comanda/contract/store/payments';
import { BankTransferSettings as BankTransferBody, storePaymentRoutes } from '@comanda/contract/store/payments';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useApi } from '../../../api/api-context';
import { FormFrame } from '../../../components/form-frame';
import { messages } from '../../../lib/messages';
import { settingsKeys } from '../shared/settings-keys';
import { SwitchField } from '../shared/switch-field';
import { useEditForm } from '../../../lib/use-edit-form';

const text = messages.settings.payments;

const values = (settings: BankTransferSettings): BankTransferSettingsInput => ({ ...settings });

/** 'Transferencia': enabled and, while enabled, the account (holder, CUIT, CVU, alias). */
export function BankTransferForm({ settings }: { settings: BankTransferSettings }) {
  const api = useApi();
  const settingsForm = useEditForm({
    queryKey: settingsKeys.bankTransfer,
    schema: BankTransferBody,
    data: settings,
    values,
    put: (body, options) => api.callVersioned(storePaymentRoutes.saveBankTransfer, { body }, options),
  });
  const { control, register, formState } = settingsForm.form;
  const enabled = useWatch({ control, name: 'enabled' });
  const errors = formState.errors;
  return (
    <FormFrame {...settingsForm}>
      <SwitchField name="enabled" label={text.enabled} />
      {enabled ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={text.holder} required {...register('name')} error={errors.name?.message} />
          <TextInput label={text.cuit} required {...register('cuit')} error={errors.cuit?.message} />
          <TextInput label={text.cvu} required {...register('cvu')} error={errors.cvu?.message} />
          <TextInput label={text.alias} required {...register('alias')} error={errors.alias?.message} />
        </SimpleGrid>
      ) : null}
    </FormFrame>
  );
}
