import { z } from 'zod';
import { IsoDateTime, SuccessText, Uuid } from './common';
import { defineRoute } from './route';

export const Device = z.object({ id: Uuid, created_at: IsoDateTime });
export type Device = z.infer<typeof Device>;

export const DeviceParams = z.object({ deviceId: Uuid });

export const deviceRoutes = {
  register: defineRoute({
    method: 'PUT',
    path: '/v1/devices/:deviceId',
    tag: 'devices',
    summary: 'Registra el dispositivo (no requiere token)',
    params: DeviceParams,
    response: SuccessText,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/v1/devices/:deviceId',
    tag: 'devices',
    summary: 'Consulta un dispositivo registrado',
    params: DeviceParams,
    response: Device,
  }),
};
