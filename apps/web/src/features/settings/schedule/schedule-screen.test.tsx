import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { uuidN } from '../../../test/catalogue-data';
import type { RecordedRequest } from '../../../test/fake-fetch';
import { createFakeFetch, fail, ok } from '../../../test/fake-fetch';
import { renderWithApp } from '../../../test/render-with-app';
import { settingsPaths } from '../../../test/settings-data';
import { ScheduleScreen } from './schedule-screen';

const tuesday = { id: uuidN(1), day: 'tue', start: '09:00', end: '18:00', active: true } as const;

function renderSchedule(reply = ok({ schedules: [tuesday] })) {
  const server = createFakeFetch();
  server.on('GET', settingsPaths.schedule, reply);
  server.on('PUT', settingsPaths.schedule, (request: RecordedRequest) => ok(request.body));
  return renderWithApp(<ScheduleScreen />, { server });
}

const values = (label: string) =>
  screen.getAllByLabelText<HTMLInputElement | HTMLSelectElement>(label).map((input) => input.value);

afterEach(cleanup);

describe('ScheduleScreen', () => {
  it('shows days as Lunes to Domingo and the loaded entries', async () => {
    renderSchedule();
    await screen.findByRole('group', { name: 'Horario 1' });
    const day = screen.getByLabelText<HTMLSelectElement>('Dia');
    expect(day.value).toBe('tue');
    expect(Array.from(day.options, (option) => option.text)).toEqual([
      'Lunes',
      'Martes',
      'Miercoles',
      'Jueves',
      'Viernes',
      'Sabado',
      'Domingo',
    ]);
    expect(values('Inicio')).toEqual(['09:00']);
  });

  it('adds a new entry as Monday 00:00 to 00:00, active, and saves {schedules}', async () => {
    const { server } = renderSchedule();
    await screen.findByRole('group', { name: 'Horario 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Agregar horario' }));

    expect(values('Dia')).toEqual(['tue', 'mon']);
    expect(values('Inicio')).toEqual(['09:00', '00:00']);
    expect(values('Fin')).toEqual(['18:00', '00:00']);
    expect(screen.getAllByLabelText<HTMLInputElement>('Activo').map((input) => input.checked)).toEqual([
      true,
      true,
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.requestsTo('PUT', settingsPaths.schedule)).toHaveLength(1));
    const body = server.requestsTo('PUT', settingsPaths.schedule)[0]?.body as {
      schedules: Array<Record<string, unknown>>;
    };
    expect(body.schedules).toHaveLength(2);
    expect(body.schedules[0]).toEqual(tuesday);
    expect(body.schedules[1]).toMatchObject({ day: 'mon', start: '00:00', end: '00:00', active: true });
    await screen.findByText('Completado');
  });

  it('removes an entry', async () => {
    const { server } = renderSchedule();
    await screen.findByRole('group', { name: 'Horario 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Quitar horario 1' }));
    expect(screen.getByText('Sin horarios')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.requestsTo('PUT', settingsPaths.schedule)).toHaveLength(1));
    expect(server.requestsTo('PUT', settingsPaths.schedule)[0]?.body).toEqual({ schedules: [] });
  });

  it('shows the error text of a failed load', async () => {
    renderSchedule(fail(500, 'INTERNAL'));
    await screen.findByText('No se pudo cargar: Interno del servidor');
  });
});
