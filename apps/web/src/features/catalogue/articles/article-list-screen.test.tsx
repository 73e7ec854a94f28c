import { cleanNotifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { article, listOf } from '../../../test/catalogue-data';
import type { RecordedRequest } from '../../../test/fake-fetch';
import { createFakeFetch, ok } from '../../../test/fake-fetch';
import { renderWithApp } from '../../../test/render-with-app';
import { ArticleListScreen } from './article-list-screen';

const LIST = '/v1/backoffice/catalogue/articles';

afterEach(() => {
  cleanup();
  cleanNotifications();
});

describe('ArticleListScreen: Agotado in one tap', () => {
  it('each row has its switch; a tap PUTs sold_out, and the list shows the article disabled', async () => {
    const rows = [article(1, { name: 'Pizza' }), article(2, { name: 'Flan' })];
    const server = createFakeFetch();
    server.on('GET', LIST, (request) => ok(listOf(rows, new URLSearchParams(request.search))));
    server.on('PUT', `${LIST}/${rows[0]?.id}/sold-out`, (request: RecordedRequest) => {
      rows[0] = { ...article(1, { name: 'Pizza' }), disabled: (request.body as { sold_out: boolean }).sold_out };
      return ok(rows[0]);
    });
    renderWithApp(<ArticleListScreen />, { server, path: '/catalogue/articles' });

    const pizza = await screen.findByRole<HTMLInputElement>('switch', { name: 'Agotado: Pizza' });
    expect(pizza.checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Agotado: Flan' }).checked).toBe(false);
    const row = () => screen.getByRole('row', { name: /Pizza/ });
    expect(within(row()).getByText('Activo')).toBeDefined();

    fireEvent.click(pizza);
    await screen.findByText('Pizza: agotado');
    expect(server.requestsTo('PUT', `${LIST}/${rows[0]?.id}/sold-out`).map((request) => request.body)).toEqual([
      { sold_out: true },
    ]);
    await waitFor(() => expect(within(row()).getByText('Desactivado')).toBeDefined());
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Agotado: Pizza' }).checked).toBe(true);
    // Nothing but the tap's PUT was sent: no form was opened or saved.
    expect(server.requests.filter((request) => request.method !== 'GET')).toHaveLength(1);
  });
});
