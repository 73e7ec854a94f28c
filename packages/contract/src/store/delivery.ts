import { z } from 'zod';
import { Money, ars } from '../money';
import { defineRoute } from '../route';
import { Address, isAddressComplete } from './address';
import { ScheduleEntries } from './schedule';

/**
 * Shipment ('Envio'). Each schedule entry is a weekly slot customers may pick for a later
 * delivery; cost is added to the order; orders whose items total less than min_amount_items are
 * refused.
 */
export const ShipmentSettings = z.object({
  enabled: z.boolean().default(false),
  immediate_enabled: z.boolean().default(false),
  schedule_enabled: z.boolean().default(false),
  schedule: ScheduleEntries.default([]),
  cost: Money.default(ars(0)),
  min_amount_items: Money.default(ars(0)),
});
export type ShipmentSettings = z.infer<typeof ShipmentSettings>;
export type ShipmentSettingsInput = z.input<typeof ShipmentSettings>;

/** Take-away ('Retiro'): once enabled, customers need the address (city and first line). */
export const TakeAwaySettings = z
  .object({
    enabled: z.boolean().default(false),
    address: Address,
    immediate_enabled: z.boolean().default(false),
    schedule_enabled: z.boolean().default(false),
    schedule: ScheduleEntries.default([]),
  })
  .refine((settings) => !settings.enabled || isAddressComplete(settings.address), {
    message: 'el retiro necesita ciudad y direccion',
    path: ['address'],
  });
export type TakeAwaySettings = z.infer<typeof TakeAwaySettings>;
export type TakeAwaySettingsInput = z.input<typeof TakeAwaySettings>;

export const storeDeliveryRoutes = {
  getShipment: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/store/delivery/shipment',
    tag: 'store',
    summary: 'Configuracion de envio a domicilio',
    response: ShipmentSettings,
  }),
  saveShipment: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/store/delivery/shipment',
    tag: 'store',
    summary: 'Guarda la configuracion de envio a domicilio',
    body: ShipmentSettings,
    response: ShipmentSettings,
  }),
  getTakeAway: defineRoute({
    method: 'GET',
    path: '/v1/backoffice/store/delivery/take_away',
    tag: 'store',
    summary: 'Configuracion de retiro en la tienda',
    response: TakeAwaySettings,
  }),
  saveTakeAway: defineRoute({
    method: 'PUT',
    path: '/v1/backoffice/store/delivery/take_away',
    tag: 'store',
    summary: 'Guarda la configuracion de retiro en la tienda',
    body: TakeAwaySettings,
    response: TakeAwaySettings,
  }),
};
