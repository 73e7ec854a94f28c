import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedRequest } from '../../../test/fake-fetch';
import { createFakeFetch, ok } from '../../../test/fake-fetch';
import { renderWithApp } from '../../../test/render-with-app';
import { settingsPaths } from '../../../test/settings-data';
import { PreparationScreen } from './preparation-screen';

afterEach(cleanup);

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
});
