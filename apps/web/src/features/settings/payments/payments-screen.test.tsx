import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../../test/fake-fetch';
import { createFakeFetch, ok } from '../../../test/fake-fetch';
import { renderWithApp } from '../../../test/render-with-app';
import { settingsPaths } from '../../../test/settings-data';
import { PaymentsScreen } from './payments-screen';

const account = { name: 'Comanda SRL', cuit: '30-71234567-1', cvu: '0000003100012345678901', alias: 'comanda.pagos' };

function renderPayments() {
  const server = createFakeFetch();
  server.on('GET', settingsPaths.cash, ok({ enabled: true }));
  server.on('GET', settingsPaths.bankTransfer, ok({ enabled: false, ...account }));
  server.on('GET', settingsPaths.mercadoPago, ok({ enabled: false, token: '' }));
  for (const path of [settingsPaths.cash, settingsPaths.bankTransfer, settingsPaths.mercadoPago]) {
    server.on('PUT', path, (request: RecordedRequest) => ok(request.body));
  }
  return renderWithApp(<PaymentsScreen />, { server });
}

async function section(name: string) {
  const region = screen.getByRole('region', { name });
  await within(region).findByRole('button', { name: 'Guardar' });
  return within(region);
}

afterEach(cleanup);

describe('PaymentsScreen', () => {
  it('shows the transfer account only while transfer is enabled', async () => {
    renderPayments();
    const transfer = await section('Transferencia');
    expect(transfer.queryByLabelText(/CUIT/)).toBeNull();
    fireEvent.click(transfer.getByLabelText('Habilitado'));
    expect(transfer.getByLabelText<HTMLInputElement>(/Titular/).value).toBe('Comanda SRL');
    expect(transfer.getByLabelText<HTMLInputElement>(/CUIT/).value).toBe('30-71234567-1');
    expect(transfer.getByLabelText<HTMLInputElement>(/CVU/).value).toBe('0000003100012345678901');
    expect(transfer.getByLabelText<HTMLInputElement>(/Alias/).value).toBe('comanda.pagos');
  });

  it('shows the Mercado Pago token only while enabled, and refuses to save it empty', async () => {
    const { server } = renderPayments();
    const wallet = await section('Mercado Pago');
    expect(wallet.queryByLabelText(/Token de acceso/)).toBeNull();
    fireEvent.click(wallet.getByLabelText('Habilitado'));
    expect(wallet.getByLabelText(/Token de acceso/)).toBeDefined();

    fireEvent.click(wallet.getByRole('button', { name: 'Guardar' }));
    await wallet.findByText('requerido');
    expect(server.requestsTo('PUT', settingsPaths.mercadoPago)).toHaveLength(0);

    fireEvent.change(wallet.getByLabelText(/Token de acceso/), { target: { value: 'APP_USR-123' } });
    fireEvent.click(wallet.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.requestsTo('PUT', settingsPaths.mercadoPago)).toHaveLength(1));
    expect(server.requestsTo('PUT', settingsPaths.mercadoPago)[0]?.body).toEqual({
      enabled: true,
      token: 'APP_USR-123',
    });
  });

  it('saves cash with its own PUT', async () => {
    const { server } = renderPayments();
    const cash = await section('Efectivo');
    expect(cash.getByLabelText<HTMLInputElement>('Habilitado').checked).toBe(true);
    fireEvent.click(cash.getByLabelText('Habilitado'));
    fireEvent.click(cash.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.requestsTo('PUT', settingsPaths.cash)).toHaveLength(1));
    expect(server.requestsTo('PUT', settingsPaths.cash)[0]?.body).toEqual({ enabled: false });
    expect(server.requestsTo('PUT', settingsPaths.bankTransfer)).toHaveLength(0);
  });
});
