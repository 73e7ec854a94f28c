import { z } from 'zod';
import { IsoDateTime, Uuid } from './common';
import { listOf, ListQuery } from './list';
import { Money } from './money';
import { DeliveryMethod, PaymentMethod } from './order-enums';
import { OrderRider } from './orders';
import { defineRoute } from './route';

export const TurnStatus = z.enum(['opened', 'closed']);
export type TurnStatus = z.infer<typeof TurnStatus>;
export const turnStatusLabel: Record<TurnStatus, string> = {
  opened: 'Abierto',
  closed: 'Cerrado',
};

/** A sales turn; a store has at most one opened at a time. */
export const Turn = z.object({
  id: Uuid,
  store_id: Uuid,
  status: TurnStatus,
  opened_at: IsoDateTime,
  closed_at: IsoDateTime.nullable(),
});
export type Turn = z.infer<typeof Turn>;

/** Orders and their sales under one value of a breakdown (a payment method, a delivery method). */
export const TurnSalesLine = z.object({ orders: z.number().int().min(0), sales: Money });
export type TurnSalesLine = z.infer<typeof TurnSalesLine>;

/** Minutes an order spent in a stage, over the turn's orders that went through it. */
export const StageMinutes = z.object({
  /** How many orders the figures are over. */
  orders: z.number().int().min(0),
  /** null when no order went through the stage. */
  average: z.number().min(0).nullable(),
  p90: z.number().min(0).nullable(),
});
export type StageMinutes = z.infer<typeof StageMinutes>;

/**
 * A turn's numbers: the orders created while it was open (until now for the open turn).
 * Sales count every order not cancelled, at its total; cancelled orders are counted apart.
 */
export const TurnSummary = z.object({
  orders: z.number().int().min(0),
  cancelled: z.number().int().min(0),
  /** Orders still moving (new to on the way) when the summary was made. */
  active: z.number().int().min(0),
  sales: Money,
  by_payment_method: z.array(TurnSalesLine.extend({ method: PaymentMethod })),
  by_delivery_method: z.array(TurnSalesLine.extend({ method: DeliveryMethod })),
  /** Cash each rider must hand over: cash orders shipped with that rider, not cancelled. */
  rider_cash: z.array(z.object({ rider: OrderRider, orders: z.number().int().min(0), cash: Money })),
  coupons: z.array(z.object({ code: z.string(), uses: z.number().int().min(0), discount: Money })),
  /** Units each stock item gave to the turn's orders that still hold them. */
  stock: z.array(z.object({ stock_id: Uuid, description: z.string(), consumed: z.number().int().min(0) })),
  /** Acceptance to prepared. */
  preparation_minutes: StageMinutes,
  /** Dispatched (outside) to delivered. */
  delivery_minutes: StageMinutes,
});
export type TurnSummary = z.infer<typeof TurnSummary>;

/** A turn with who opened and closed it and its summary. */
export const TurnReport = Turn.extend({
  opened_by: z.string().nullable(),
  closed_by: z.string().nullable(),
  summary: TurnSummary,
});
export type TurnReport = z.infer<typeof TurnReport>;

export const TurnParams = z.object({ turnId: Uuid });
export type TurnParams = z.infer<typeof TurnParams>;

/** Past and current turns, newest first. */
export const TurnListQuery = ListQuery.pick({ limit: true, skip: true });
export type TurnListQuery = z.infer<typeof TurnListQuery>;
export const TurnList = listOf(TurnReport);
export type TurnList = z.infer<typeof TurnList>;

export const turnRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/turn',
    tag: 'turn',
    summary: 'El turno actual o el ultimo cerrado (null si nunca se abrio uno)',
    response: Turn.nullable(),
  }),
  open: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/turn/open',
    tag: 'turn',
    summary: 'Abre un turno (TURN:ALREADY_OPENED si ya hay uno abierto)',
    response: Turn,
  }),
  close: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/turn/close',
    tag: 'turn',
    summary: 'Cierra el turno abierto (TURN:ALREADY_CLOSED si no hay uno abierto)',
    response: Turn,
  }),
  list: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/turns',
    tag: 'turn',
    summary: 'Turnos de la tienda, del mas nuevo al mas viejo, cada uno con su resumen (admin y root)',
    query: TurnListQuery,
    response: TurnList,
  }),
  report: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/turns/:turnId',
    tag: 'turn',
    summary: 'Un turno con su resumen (el abierto, hasta ahora) (admin y root)',
    params: TurnParams,
    response: TurnReport,
  }),
};
