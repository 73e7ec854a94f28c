import { storePaymentRoutes } from '@comanda/contract/store/payments';
import { Stack } from '@mantine/core';
import { useApi } from '../../../api/api-context';
import { PageTitle } from '../../../components/page-title';
import { messages } from '../../../lib/messages';
import { settingsKeys } from '../shared/settings-keys';
import { SettingsLoad } from '../shared/settings-load';
import { SettingsSection } from '../shared/settings-section';
import { useSettingsQuery } from '../shared/use-settings-query';
import { BankTransferForm } from './bank-transfer-form';
import { CashForm } from './cash-form';
import { MercadoPagoForm } from './mercado-pago-form';

const text = messages.settings.payments;

/** /settings/payments: 'Efectivo', 'Transferencia' and 'Mercado Pago', each saved on its own. */
export function PaymentsScreen() {
  const api = useApi();
  const cash = useSettingsQuery(settingsKeys.cash, (signal) =>
    api.callVersioned(storePaymentRoutes.getCash, {}, { signal }),
  );
  const bankTransfer = useSettingsQuery(settingsKeys.bankTransfer, (signal) =>
    api.callVersioned(storePaymentRoutes.getBankTransfer, {}, { signal }),
  );
  const mercadoPago = useSettingsQuery(settingsKeys.mercadoPago, (signal) =>
    api.callVersioned(storePaymentRoutes.getMercadoPago, {}, { signal }),
  );
  return (
    <>
      <PageTitle>{messages.screens.payments}</PageTitle>
      <Stack gap="lg">
        <SettingsSection title={text.cash}>
          <SettingsLoad query={cash}>{(settings) => <CashForm settings={settings} />}</SettingsLoad>
        </SettingsSection>
        <SettingsSection title={text.bankTransfer}>
          <SettingsLoad query={bankTransfer}>{(settings) => <BankTransferForm settings={settings} />}</SettingsLoad>
        </SettingsSection>
        <SettingsSection title={text.mercadoPago}>
          <SettingsLoad query={mercadoPago}>{(settings) => <MercadoPagoForm settings={settings} />}</SettingsLoad>
        </SettingsSection>
      </Stack>
    </>
  );
}
