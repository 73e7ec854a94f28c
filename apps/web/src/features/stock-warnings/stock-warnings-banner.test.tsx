import type { StockWarning } from '@comanda/contract/catalogue/stock';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { liveQueryKeys } from '../../lib/live-query-keys';
import { uuidN } from '../../test/catalogue-data';
import type { RecordedRequest } from '../../test/fake-fetch';
import { createFakeFetch, fail, ok } from '../../test/fake-fetch';
import { renderWithApp } from '../../test/render-with-app';
import { StockWarningsStack } from './stock-warnings-banner';

const WARNINGS = '/v1/backoffice/catalogue/stock/warnings';
const dough: StockWarning = { id: uuidN(0x5001), description: 'Masa de pizza', count: 3, warn_count: 5, level: 'low' };
const cheese: StockWarning = { id: uuidN(0x5002), description: 'Queso', count: 0, warn_count: 2, level: 'out' };

function renderStack(warnings: StockWarning[], enabled = true) {
  let current = warnings;
  const server = createFakeFetch();
  server.on('GET', WARNINGS, () => ok({ data: current }));
  const rendered = renderWithApp(<StockWarningsStack enabled={enabled} />, { server });
  return { ...rendered, setWarnings: (next: StockWarning[]) => (current = next) };
}

afterEach(cleanup);

describe("the stock banner ('Avisar con')", () => {
  it('shows low items as a status and out ones as an alert', async () => {
    renderStack([cheese, dough]);
    expect((await screen.findByRole('alert')).textContent).toContain('Sin stock: Queso');
    expect(screen.getByRole('status').textContent).toContain('Queda poco: Masa de pizza (3)');
    expect(screen.getAllByRole('button', { name: 'Reponer' })).toHaveLength(2);
  });

  it('shows nothing without warnings, and asks nothing when not enabled (a rider)', async () => {
    const { server } = renderStack([dough], false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requestsTo('GET', WARNINGS)).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Avisos de stock' })).toBeNull();
  });

  it('appears when the live stream refreshes the warnings', async () => {
    const { queryClient, setWarnings } = renderStack([]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Avisos de stock' })).toBeNull());
    setWarnings([dough]);
    await act(() => queryClient.invalidateQueries({ queryKey: liveQueryKeys.stockWarnings }));
    await screen.findByText('Queda poco: Masa de pizza (3)');
  });

  it("'Reponer' sends the count and the banner shows the warnings the server answers", async () => {
    const { server } = renderStack([cheese, dough]);
    server.on('PUT', `/v1/backoffice/catalogue/stock/${cheese.id}/count`, () => ok({ data: [dough] }));
    const alert = await screen.findByRole('alert');
    fireEvent.click(alert.querySelector('button') as HTMLButtonElement);
    const save = await screen.findByRole('button', { name: 'Guardar' });
    fireEvent.change(screen.getByLabelText('Cantidad de Queso'), { target: { value: '20' } });
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByText('Sin stock: Queso')).toBeNull());
    const sent = server.requestsTo('PUT', `/v1/backoffice/catalogue/stock/${cheese.id}/count`) as RecordedRequest[];
    expect(sent.map((request) => request.body)).toEqual([{ count: 20 }]);
    expect(screen.getByText('Queda poco: Masa de pizza (3)')).toBeTruthy();
  });

  it("a refused 'Reponer' says why and keeps the warning", async () => {
    const { server } = renderStack([cheese]);
    server.on('PUT', `/v1/backoffice/catalogue/stock/${cheese.id}/count`, fail(404, 'NOT_FOUND'));
    const alert = await screen.findByRole('alert');
    fireEvent.click(alert.querySelector('button') as HTMLButtonElement);
    fireEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    await screen.findByText(/^No se pudo reponer: /);
    expect(screen.getByText('Sin stock: Queso')).toBeTruthy();
  });
});
