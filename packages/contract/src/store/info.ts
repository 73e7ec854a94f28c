import { z } from 'zod';
import { Slug, Uuid } from '../common';
import { defineRoute } from '../route';
import { TimeZone } from './profile';

/**
 * What every staff member of the store needs to work its orders, whatever the role: the city
 * the maps links append (its take-away address city), the time zone times are shown in, and
 * the preparation delay 'Aceptar' offers by default.
 */
export const StoreInfo = z.object({
  id: Uuid,
  name: z.string(),
  slug: Slug,
  city: z.string(),
  timezone: TimeZone,
  preparation_delay: z.number().int().min(0),
});
export type StoreInfo = z.infer<typeof StoreInfo>;

export const storeInfoRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/store',
    tag: 'store',
    summary: 'La tienda del acceso: nombre, ciudad, zona horaria y demora de preparacion (todo el personal)',
    response: StoreInfo,
  }),
};
