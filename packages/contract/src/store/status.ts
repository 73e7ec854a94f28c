import { z } from 'zod';
import { IsoDateTime } from '../common';
import { DeliveryMethod } from '../order-enums';
import { defineRoute } from '../route';

/*
 * Whether the store takes orders now, per channel (DECISIONS.md "Store status"): the channel is
 * enabled, the turn is open, the weekly schedule is open now (or the order is for a later slot)
 * and the channel is not paused. One server function decides it; the storefront refuses orders
 * with it, and staff read the same answer here, in the live stream and in the header badge.
 */

/** A channel is a delivery method: customers order for shipment or for take-away. */
export const StoreChannel = DeliveryMethod;
export type StoreChannel = z.infer<typeof StoreChannel>;

/** Which channels a pause names. */
export const PauseTarget = z.enum(['shipment', 'take_away', 'both']);
export type PauseTarget = z.infer<typeof PauseTarget>;
export const pauseTargetLabel: Record<PauseTarget, string> = {
  shipment: 'Envio',
  take_away: 'Retiro',
  both: 'Envio y retiro',
};

/**
 * Why a channel takes no orders now, in the order the rule checks them; the storefront answers
 * the matching error code (`storeClosedReasonCode`).
 */
export const StoreClosedReason = z.enum(['channel_disabled', 'turn_closed', 'paused', 'outside_hours']);
export type StoreClosedReason = z.infer<typeof StoreClosedReason>;

/** The storefront's refusal for each reason (an immediate order; a later slot skips 'outside_hours'). */
export const storeClosedReasonCode = {
  channel_disabled: 'DELIVERY:METHOD:UNAVAILABLE',
  turn_closed: 'TURN:CLOSED',
  paused: 'STORE:PAUSED',
  outside_hours: 'STORE:CLOSED',
} as const satisfies Record<StoreClosedReason, string>;

/** How long a pause or an extra delay lasts: minutes from now, or null until the turn closes. */
export const StatusDuration = z.union([z.literal(15), z.literal(30), z.literal(60)]).nullable();
export type StatusDuration = z.infer<typeof StatusDuration>;
export const STATUS_DURATIONS = [15, 30, 60, null] as const satisfies readonly StatusDuration[];

/** Who changed something, and when. */
export const StatusChange = z.object({ by: z.string(), at: IsoDateTime });
export type StatusChange = z.infer<typeof StatusChange>;

/** A channel's pause: `until` null means until the turn closes. */
export const ChannelPause = StatusChange.extend({ until: IsoDateTime.nullable() });
export type ChannelPause = z.infer<typeof ChannelPause>;

export const ChannelStatus = z.object({
  /** Immediate orders are taken now. */
  open: z.boolean(),
  /** The first rule that fails, null while open. */
  reason: StoreClosedReason.nullable(),
  /** Orders for a later slot are taken now (channel enabled, schedule enabled, turn open, not paused). */
  accepts_later_slots: z.boolean(),
  /** The pause in force, null when the channel is not paused. */
  pause: ChannelPause.nullable(),
});
export type ChannelStatus = z.infer<typeof ChannelStatus>;

/** Minutes added to every promised time while they last (`until` null: until the turn closes). */
export const ExtraDelay = StatusChange.extend({
  minutes: z.number().int().min(1),
  until: IsoDateTime.nullable(),
});
export type ExtraDelay = z.infer<typeof ExtraDelay>;

export const StoreStatus = z.object({
  /** The moment this answer describes. */
  at: IsoDateTime,
  /** Either channel takes immediate orders now. */
  open: z.boolean(),
  turn_open: z.boolean(),
  /** The weekly opening hours cover `at`. */
  within_hours: z.boolean(),
  /** The next time the opening hours start (within a week), null when open now or never. */
  opens_at: IsoDateTime.nullable(),
  /** When the current opening hours end, null when closed now. */
  closes_at: IsoDateTime.nullable(),
  shipment: ChannelStatus,
  take_away: ChannelStatus,
  /** The store's preparation delay in minutes (settings), without the extra delay. */
  preparation_delay: z.number().int().min(0),
  extra_delay: ExtraDelay.nullable(),
  /**
   * The next moment this answer changes by itself (a pause or extra delay ending, the hours
   * opening or closing): a screen reads the status again then. Null when nothing is due.
   */
  next_change_at: IsoDateTime.nullable(),
});
export type StoreStatus = z.infer<typeof StoreStatus>;

export const PauseBody = z.object({ channel: PauseTarget, minutes: StatusDuration });
export type PauseBody = z.infer<typeof PauseBody>;

export const ResumeBody = z.object({ channel: PauseTarget });
export type ResumeBody = z.infer<typeof ResumeBody>;

/** Extra minutes the '+15 min' buttons step by. */
export const EXTRA_DELAY_STEP_MINUTES = 15;
export const EXTRA_DELAY_MAX_MINUTES = 240;

/** The extra delay in total (0 removes it) and how long it lasts. */
export const ExtraDelayBody = z.object({
  minutes: z.number().int().min(0).max(EXTRA_DELAY_MAX_MINUTES),
  duration: StatusDuration,
});
export type ExtraDelayBody = z.infer<typeof ExtraDelayBody>;

export const storeStatusRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/store/status',
    tag: 'store',
    summary: 'Si la tienda toma pedidos ahora, por canal, con el motivo; pausas y demora extra',
    response: StoreStatus,
  }),
  pause: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/store/status/pause',
    tag: 'store',
    summary: 'Pausa envio, retiro o ambos por 15/30/60 minutos o hasta cerrar el turno (TURN:CLOSED sin turno)',
    body: PauseBody,
    response: StoreStatus,
  }),
  resume: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/store/status/resume',
    tag: 'store',
    summary: 'Quita la pausa de envio, retiro o ambos',
    body: ResumeBody,
    response: StoreStatus,
  }),
  extraDelay: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/store/status/extra-delay',
    tag: 'store',
    summary: 'Fija los minutos extra de preparacion (0 los quita) y cuanto duran (TURN:CLOSED sin turno)',
    body: ExtraDelayBody,
    response: StoreStatus,
  }),
};
