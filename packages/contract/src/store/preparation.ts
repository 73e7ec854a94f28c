import { z } from 'zod';
import { defineRoute } from '../route';

/** A week: later slots are a schedule matter, not a preparation time. */
export const PREPARATION_DELAY_MAX_MINUTES = 7 * 24 * 60;

/** Minutes an order needs; a scheduled order is accepted no sooner than now + delay. */
export const PreparationSettings = z.object({
  delay: z.number().int().min(0).max(PREPARATION_DELAY_MAX_MINUTES),
});
export type PreparationSettings = z.infer<typeof PreparationSettings>;

export const storePreparationRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/store/preparation',
    tag: 'store',
    summary: 'Tiempo de preparacion en minutos',
    response: PreparationSettings,
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/store/preparation',
    tag: 'store',
    summary: 'Guarda el tiempo de preparacion en minutos',
    body: PreparationSettings,
    response: PreparationSettings,
  }),
};
