import type { Turn, TurnReport, TurnSummary } from '@comanda/contract/turn';
import { RIDER_ID, STORE_ID } from './order-data';

export const TURN_ID = '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const STOCK_ID = '7b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';

export const turnPaths = {
  turn: '/v1/backoffice/turn',
  open: '/v1/backoffice/turn/open',
  close: '/v1/backoffice/turn/close',
  list: '/v1/backoffice/turns',
  report: (turnId: string = TURN_ID) => `/v1/backoffice/turns/${turnId}`,
};

const ars = (amount: number) => ({ currency: 'ARS' as const, amount });

/** A turn opened at 12:05 UTC (21:05 in Tokyo); closed at 22:40 UTC when `closed`. */
export function demoTurn(closed = false, overrides: Partial<Turn> = {}): Turn {
  return {
    id: TURN_ID,
    store_id: STORE_ID,
    status: closed ? 'closed' : 'opened',
    opened_at: '2025-03-01T12:05:00.000Z',
    closed_at: closed ? '2025-03-01T22:40:00.000Z' : null,
    ...overrides,
  };
}

/** Nothing sold: every breakdown empty, no times. */
export function emptySummary(): TurnSummary {
  return {
    orders: 0,
    cancelled: 0,
    active: 0,
    sales: ars(0),
    by_payment_method: [],
    by_delivery_method: [],
    rider_cash: [],
    coupons: [],
    stock: [],
    preparation_minutes: { orders: 0, average: null, p90: null },
    delivery_minutes: { orders: 0, average: null, p90: null },
  };
}

/** 7 orders (1 cancelled) selling 45.230,50 ARS, with every breakdown filled. */
export function demoSummary(overrides: Partial<TurnSummary> = {}): TurnSummary {
  return {
    orders: 7,
    cancelled: 1,
    active: 0,
    sales: ars(45230.5),
    by_payment_method: [
      { method: 'cash', orders: 4, sales: ars(30000.5) },
      { method: 'mercado_pago', orders: 2, sales: ars(15230) },
    ],
    by_delivery_method: [
      { method: 'shipment', orders: 3, sales: ars(25000) },
      { method: 'take_away', orders: 3, sales: ars(20230.5) },
    ],
    rider_cash: [
      {
        rider: { id: RIDER_ID, first_name: 'Rita', last_name: 'Moto', email: null, phone: null },
        orders: 2,
        cash: ars(18000),
      },
    ],
    coupons: [{ code: 'PROMO10', uses: 2, discount: ars(1500.25) }],
    stock: [{ stock_id: STOCK_ID, description: 'Masa de pizza', consumed: 9 }],
    preparation_minutes: { orders: 6, average: 18.25, p90: 31 },
    delivery_minutes: { orders: 3, average: 22, p90: 40.5 },
    ...overrides,
  };
}

export function demoTurnReport(overrides: Partial<TurnReport> = {}): TurnReport {
  return {
    ...demoTurn(true),
    opened_by: 'Ana Gomez',
    closed_by: 'Bruno Diaz',
    summary: demoSummary(),
    ...overrides,
  };
}
