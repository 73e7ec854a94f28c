import type { TurnReport } from '@comanda/contract/turn';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, ok } from '../../test/fake-fetch';
import { orderPaths, storeInfo } from '../../test/order-data';
import { renderWithApp } from '../../test/render-with-app';
import { demoSummary, demoTurnReport, emptySummary } from '../../test/turn-data';
import { TurnSummaryPrintButton } from './turn-summary-print-button';
import { TurnSummaryView } from './turn-summary-view';

/** The summary over a fake server whose store is in Tokyo (UTC+9), not the device's zone. */
function renderSummary(report: TurnReport, withPrint = false) {
  const server = createFakeFetch();
  server.on('GET', orderPaths.store, ok(storeInfo({ timezone: 'Asia/Tokyo' })));
  return renderWithApp(
    <>
      {withPrint ? <TurnSummaryPrintButton report={report} /> : null}
      <TurnSummaryView report={report} />
    </>,
    { server },
  );
}

/** The cells of a breakdown's line, the line's name first. */
function rowOf(table: string, name: string): string[] {
  const header = within(screen.getByRole('table', { name: table })).getByRole('rowheader', { name });
  return Array.from(header.closest('tr')?.children ?? []).map((cell) => cell.textContent ?? '');
}

const figure = (key: string) => screen.queryByTestId(`turn-summary-${key}`)?.textContent;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('TurnSummaryView', () => {
  it('shows the orders, cancelled and sales, and when and by whom the turn opened and closed (store clock)', async () => {
    renderSummary(demoTurnReport());
    expect(figure('orders')).toBe('Ordenes7');
    expect(figure('cancelled')).toBe('Canceladas1');
    expect(figure('sales')).toBe('Ventas45.230,50 ARS');
    // No order was left active: the figure is left out.
    expect(figure('active')).toBeUndefined();
    expect(await screen.findByText('01/03/2025, 21:05')).toBeTruthy();
    // 22:40 UTC is the next morning in Tokyo.
    expect(screen.getByText('02/03/2025, 07:40')).toBeTruthy();
    expect(screen.getByText('Ana Gomez')).toBeTruthy();
    expect(screen.getByText('Bruno Diaz')).toBeTruthy();
  });

  it('shows each breakdown with the contract labels and money in the app format', () => {
    renderSummary(demoTurnReport());
    expect(rowOf('Ventas por medio de pago', 'Efectivo')).toEqual(['Efectivo', '4', '30.000,50 ARS']);
    expect(rowOf('Ventas por medio de pago', 'Mercado Pago')).toEqual(['Mercado Pago', '2', '15.230,00 ARS']);
    expect(rowOf('Ventas por forma de entrega', 'Envio a domicilio')).toEqual(['Envio a domicilio', '3', '25.000,00 ARS']);
    expect(rowOf('Ventas por forma de entrega', 'Retiro en tienda')).toEqual(['Retiro en tienda', '3', '20.230,50 ARS']);
    expect(rowOf('Efectivo por repartidor', 'Rita Moto')).toEqual(['Rita Moto', '2', '18.000,00 ARS']);
    expect(rowOf('Cupones', 'PROMO10')).toEqual(['PROMO10', '2', '1.500,25 ARS']);
    expect(rowOf('Stock consumido', 'Masa de pizza')).toEqual(['Masa de pizza', '9']);
    expect(rowOf('Tiempos', 'Preparación')).toEqual(['Preparación', '18,3 min', '31 min', '6']);
    expect(rowOf('Tiempos', 'Entrega')).toEqual(['Entrega', '22 min', '40,5 min', '3']);
  });

  it('says Ninguno for empty breakdowns, — for times with no orders, En curso and the active orders of an open turn', () => {
    renderSummary(
      demoTurnReport({ status: 'opened', closed_at: null, closed_by: null, summary: { ...emptySummary(), active: 2 } }),
    );
    expect(screen.getAllByText('Ninguno')).toHaveLength(5);
    expect(screen.queryByRole('table', { name: 'Cupones' })).toBeNull();
    expect(rowOf('Tiempos', 'Preparación')).toEqual(['Preparación', '—', '—', '0']);
    expect(screen.getByText('En curso')).toBeTruthy();
    expect(figure('active')).toBe('Activas2');
    expect(figure('sales')).toBe('Ventas0,00 ARS');
  });

  it('Imprimir prints the 80 mm ticket with the same figures, then takes it away', () => {
    let printed: string | null = null;
    vi.spyOn(window, 'print').mockImplementation(() => {
      printed = document.querySelector('[data-testid="turn-summary-ticket"]')?.textContent ?? null;
    });
    renderSummary(demoTurnReport({ summary: demoSummary({ orders: 12 }) }), true);
    expect(screen.queryByTestId('turn-summary-ticket')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }));

    expect(window.print).toHaveBeenCalledOnce();
    expect(printed).toContain('Resumen de turno');
    expect(printed).toContain('Ordenes12');
    expect(printed).toContain('Rita Moto2  18.000,00 ARS');
    expect(printed).toContain('Preparación18,3 min  31 min  6');
    expect(screen.queryByTestId('turn-summary-ticket')).toBeNull();
  });
});
