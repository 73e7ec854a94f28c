import type { FastifyInstance } from 'fastify';
import { deviceRoutes } from '@comanda/contract/devices';
import { notFound } from '../../http/app-error';
import { registerContractRoute } from '../../http/contract-route';
import type { AppDeps } from '../../http/deps';
import { allow } from '../../http/guard';
import { findDevice, registerDevice } from './devices.service';

/** Devices register themselves before any sign-in (DECISIONS.md: no token needed). */
export function registerDeviceRoutes(app: FastifyInstance, { database }: AppDeps): void {
  registerContractRoute(app, deviceRoutes.register, {
    access: allow.public,
    handler: async ({ params }) => {
      await registerDevice(database.db, params.deviceId);
      return 'success';
    },
  });

  registerContractRoute(app, deviceRoutes.get, {
    access: allow.public,
    handler: async ({ params }) => {
      const device = await findDevice(database.db, params.deviceId);
      if (!device) throw notFound('Dispositivo');
      return device;
    },
  });
}
