import type { TurnList } from '@comanda/contract/turn';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeFetch, ok } from '../../test/fake-fetch';
import { orderPaths, storeInfo } from '../../test/order-data';
import { renderWithApp } from '../../test/render-with-app';
import { demoSummary, demoTurnReport, TURN_ID, turnPaths } from '../../test/turn-data';
import { TurnReportScreen } from './turn-report-screen';
import { TurnsScreen } from './turns-screen';

const OPEN_TURN_ID = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';

function Where() {
  return <output aria-label="ruta">{useLocation().pathname}</output>;
}

/** /turns and /turns/:id over a fake server; the store is in Tokyo (UTC+9). */
function renderTurns(at: string) {
  const server = createFakeFetch();
  server.on('GET', orderPaths.store, ok(storeInfo({ timezone: 'Asia/Tokyo' })));
  const list: TurnList = {
    data: [
      demoTurnReport({
        id: OPEN_TURN_ID,
        status: 'opened',
        opened_at: '2025-03-02T12:00:00.000Z',
        closed_at: null,
        opened_by: 'Carla Ruiz',
        closed_by: null,
        summary: demoSummary({ orders: 3, sales: { currency: 'ARS', amount: 9000 } }),
      }),
      demoTurnReport(),
    ],
    count: 22,
    limit: 20,
    skip: 0,
  };
  server.on('GET', turnPaths.list, ok(list));
  server.on('GET', turnPaths.report(), ok(demoTurnReport()));
  const view = renderWithApp(
    <>
      <Routes>
        <Route path="/turns" element={<TurnsScreen />} />
        <Route path="/turns/:id" element={<TurnReportScreen />} />
      </Routes>
      <Where />
    </>,
    { server, path: '*', at },
  );
  return { ...view, server };
}

afterEach(cleanup);

describe('TurnsScreen', () => {
  it('lists the turns newest first with times, who, orders and sales, in pages of 20 and with no search', async () => {
    const { server } = renderTurns('/turns');
    const table = await screen.findByRole('table', { name: 'Turnos' });
    await within(table).findByText('Carla Ruiz');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.children).slice(0, 6).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['02/03/2025, 21:00', 'En curso', 'Carla Ruiz', '—', '3', '9.000,00 ARS'],
      ['01/03/2025, 21:05', '02/03/2025, 07:40', 'Ana Gomez', 'Bruno Diaz', '7', '45.230,50 ARS'],
    ]);
    expect(screen.getByText('desde 1 hasta 2 de 22')).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
    const [request] = server.requestsTo('GET', turnPaths.list);
    expect(Object.fromEntries(new URLSearchParams(request?.search))).toEqual({ limit: '20', skip: '0' });

    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(server.requestsTo('GET', turnPaths.list)).toHaveLength(2));
    expect(new URLSearchParams(server.requestsTo('GET', turnPaths.list)[1]?.search).get('skip')).toBe('20');
  });

  it("a turn's Ver opens its full summary, with Imprimir and the way back", async () => {
    const { server } = renderTurns('/turns');
    fireEvent.click(await screen.findByRole('link', { name: `Ver ${TURN_ID.split('-')[0]}` }));

    await screen.findByRole('heading', { name: 'Turno', level: 1 });
    expect(screen.getByRole('status', { name: 'ruta' }).textContent).toBe(`/turns/${TURN_ID}`);
    expect((await screen.findByTestId('turn-summary-sales')).textContent).toBe('Ventas45.230,50 ARS');
    expect(screen.getByRole('table', { name: 'Cupones' }).textContent).toContain('PROMO10');
    expect(screen.getByRole('heading', { name: 'Stock consumido', level: 2 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeTruthy();
    expect(server.requestsTo('GET', turnPaths.report())).toHaveLength(1);

    fireEvent.click(screen.getByRole('link', { name: 'Volver a Turnos' }));
    await screen.findByRole('table', { name: 'Turnos' });
  });
});
