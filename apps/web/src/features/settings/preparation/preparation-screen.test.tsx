import { cleanNotifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../../test/fake-fetch';
import { createFakeFetch, fail, ok, okVersioned } from '../../../test/fake-fetch';
import { renderWithApp } from '../../../test/render-with-app';
import { settingsPaths } from '../../../test/settings-data';
import { PreparationScreen } from './preparation-screen';

afterEach(() => {
  cleanup();
  cleanNotifications();
});

describe('PreparationScreen', () => {
  it('loads the delay in minutes and saves {delay}', async () => {
    const server = createFakeFetch();
    server.on('GET', settingsPaths.preparation, ok({ delay: 20 }));
    server.on('PUT', settingsPaths.preparation, (request: RecordedRequest) => ok(request.body));
    renderWithApp(<PreparationScreen />, { server });

    const delay = await screen.findByLabelText<HTMLInputElement>('Tiempo de preparacion (minutos)');
    expect(delay.value).toBe('20');
    fireEvent.change(delay, { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.requestsTo('PUT', settingsPaths.preparation)).toHaveLength(1));
    expect(server.requestsTo('PUT', settingsPaths.preparation)[0]?.body).toEqual({ delay: 45 });
    await screen.findByText('Completado');
  });

  it('saves with If-Match of the version it loaded, then of the version its save answered', async () => {
    const server = createFakeFetch();
    server.on('GET', settingsPaths.preparation, okVersioned({ delay: 20 }, '"v1"'));
    let saves = 0;
    server.on('PUT', settingsPaths.preparation, (request: RecordedRequest) => {
      saves += 1;
      return okVersioned(request.body, `"v${saves + 1}"`);
    });
    renderWithApp(<PreparationScreen />, { server });

    const delay = await screen.findByLabelText<HTMLInputElement>('Tiempo de preparacion (minutos)');
    fireEvent.change(delay, { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.requestsTo('PUT', settingsPaths.preparation)).toHaveLength(1));
    await screen.findByText('Completado');
    fireEvent.change(delay, { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.requestsTo('PUT', settingsPaths.preparation)).toHaveLength(2));
    expect(server.requestsTo('PUT', settingsPaths.preparation).map((request) => request.headers['if-match'])).toEqual([
      '"v1"',
      '"v2"',
    ]);
  });

  it('when someone else saved meanwhile (412) says so, keeps the edits, and Recargar loads what is saved now', async () => {
    const server = createFakeFetch();
    server.on('GET', settingsPaths.preparation, okVersioned({ delay: 20 }, '"v1"'));
    server.on('PUT', settingsPaths.preparation, fail(412, 'VERSION:STALE', 'Otro usuario modifico esto; recarga'));
    renderWithApp(<PreparationScreen />, { server });

    const delay = await screen.findByLabelText<HTMLInputElement>('Tiempo de preparacion (minutos)');
    fireEvent.change(delay, { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Error Otro usuario modifico esto; recarga');
    expect(screen.getByText('Otro usuario modifico esto; recarga')).toBeTruthy();
    expect(delay.value).toBe('45');

    // Meanwhile the other user's save is what the server holds.
    server.on('GET', settingsPaths.preparation, okVersioned({ delay: 35 }, '"v7"'));
    server.on('PUT', settingsPaths.preparation, (request: RecordedRequest) => okVersioned(request.body, '"v8"'));
    fireEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    await waitFor(() => expect(delay.value).toBe('35'));
    expect(screen.queryByRole('button', { name: 'Recargar' })).toBeNull();

    fireEvent.change(delay, { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(server.requestsTo('PUT', settingsPaths.preparation)).toHaveLength(2));
    const last = server.requestsTo('PUT', settingsPaths.preparation)[1];
    expect(last?.headers['if-match']).toBe('"v7"');
    expect(last?.body).toEqual({ delay: 40 });
  });
});
