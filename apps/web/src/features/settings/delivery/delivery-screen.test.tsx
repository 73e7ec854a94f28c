import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../../test/fake-fetch';
import { createFakeFetch, ok } from '../../../test/fake-fetch';
import { renderWithApp } from '../../../test/render-with-app';
import { settingsPaths, shipmentSettings, takeAwaySettings } from '../../../test/settings-data';
import { DeliveryScreen } from './delivery-screen';

function renderDelivery(shipment = shipmentSettings(), takeAway = takeAwaySettings()) {
  const server = createFakeFetch();
  server.on('GET', settingsPaths.shipment, ok(shipment));
  server.on('GET', settingsPaths.takeAway, ok(takeAway));
  server.on('PUT', settingsPaths.shipment, (request: RecordedRequest) => ok(request.body));
  server.on('PUT', settingsPaths.takeAway, (request: RecordedRequest) => ok(request.body));
  return renderWithApp(<DeliveryScreen />, { server });
}

/** A section once its settings are loaded (its 'Guardar' shows). */
async function section(name: 'Envio' | 'Retiro') {
  const region = screen.getByRole('region', { name });
  await within(region).findByRole('button', { name: 'Guardar' });
  return within(region);
}

afterEach(cleanup);

describe('DeliveryScreen', () => {
  it('shows the shipment schedule list only while schedule_enabled is on', async () => {
    renderDelivery();
    const envio = await section('Envio');
    expect(envio.getByLabelText<HTMLInputElement>('Costo de envio').value).toBe('500,00');
    expect(envio.queryByRole('group', { name: 'Horarios' })).toBeNull();
    expect(envio.queryByRole('button', { name: 'Generar' })).toBeNull();

    fireEvent.click(envio.getByLabelText('Entrega programada'));
    expect(envio.getByRole('group', { name: 'Horarios' })).toBeDefined();
    expect(envio.getByRole('button', { name: 'Generar' })).toBeDefined();

    fireEvent.click(envio.getByLabelText('Entrega programada'));
    expect(envio.queryByRole('group', { name: 'Horarios' })).toBeNull();
  });

  it('generates consecutive 30-minute slots from 09:00 to 11:00 and saves them with the shipment', async () => {
    const { server } = renderDelivery(shipmentSettings({ schedule_enabled: true }));
    const envio = await section('Envio');
    expect(envio.getByLabelText<HTMLInputElement>('Intervalo (minutos)').value).toBe('30');
    fireEvent.change(envio.getByLabelText('Dia del generador'), { target: { value: 'wed' } });
    fireEvent.change(envio.getByLabelText('Desde'), { target: { value: '09:00' } });
    fireEvent.change(envio.getByLabelText('Hasta'), { target: { value: '11:00' } });
    fireEvent.click(envio.getByRole('button', { name: 'Generar' }));

    const starts = envio.getAllByLabelText<HTMLInputElement>('Inicio').map((input) => input.value);
    const ends = envio.getAllByLabelText<HTMLInputElement>('Fin').map((input) => input.value);
    expect(starts).toEqual(['09:00', '09:30', '10:00', '10:30']);
    expect(ends).toEqual(['09:30', '10:00', '10:30', '11:00']);

    fireEvent.click(envio.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.requestsTo('PUT', settingsPaths.shipment)).toHaveLength(1));
    const body = server.requestsTo('PUT', settingsPaths.shipment)[0]?.body as {
      schedule: Array<{ day: string; start: string; end: string; active: boolean }>;
    };
    expect(body.schedule.map((slot) => `${slot.day} ${slot.start}-${slot.end} ${slot.active}`)).toEqual([
      'wed 09:00-09:30 true',
      'wed 09:30-10:00 true',
      'wed 10:00-10:30 true',
      'wed 10:30-11:00 true',
    ]);
    expect(server.requestsTo('PUT', settingsPaths.takeAway)).toHaveLength(0);
  });

  it('shows the pickup address only while immediate or scheduled pickup is on', async () => {
    renderDelivery();
    const retiro = await section('Retiro');
    expect(retiro.queryByLabelText('Ciudad')).toBeNull();

    fireEvent.click(retiro.getByLabelText('Entrega inmediata'));
    expect(retiro.getByLabelText<HTMLInputElement>('Ciudad').value).toBe('Rosario');
    expect(retiro.queryByRole('group', { name: 'Horarios' })).toBeNull();

    fireEvent.click(retiro.getByLabelText('Entrega inmediata'));
    expect(retiro.queryByLabelText('Ciudad')).toBeNull();

    fireEvent.click(retiro.getByLabelText('Entrega programada'));
    expect(retiro.getByLabelText('Ciudad')).toBeDefined();
    expect(retiro.getByRole('group', { name: 'Horarios' })).toBeDefined();
  });

  it('saves the pickup section with its own PUT', async () => {
    const { server } = renderDelivery();
    const retiro = await section('Retiro');
    fireEvent.click(retiro.getByLabelText('Habilitado'));
    fireEvent.click(retiro.getByLabelText('Entrega inmediata'));
    fireEvent.change(retiro.getByLabelText('Indicaciones'), { target: { value: 'Timbre 2' } });
    fireEvent.click(retiro.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.requestsTo('PUT', settingsPaths.takeAway)).toHaveLength(1));
    expect(server.requestsTo('PUT', settingsPaths.takeAway)[0]?.body).toMatchObject({
      enabled: true,
      immediate_enabled: true,
      schedule_enabled: false,
      address: { city: 'Rosario', address_one: 'Cordoba 1234', indications: 'Timbre 2' },
    });
    expect(server.requestsTo('PUT', settingsPaths.shipment)).toHaveLength(0);
  });
});
