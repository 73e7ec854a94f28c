import { z } from 'zod';
import { IsoDateTime, Uuid } from './common';
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
};
