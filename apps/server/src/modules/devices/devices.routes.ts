import type { FastifyInstance } from 'fastify';
import { deviceRoutes } from '@comanda/contract/devices';
import { notFound } from '../../http/app-error';
import { registerContractRoute } from '../../http/contract-route';
import type { AppDeps } from '../../http/deps';
import { allow } from '../../http/guard';
import { limitByAddress } from '../rate-limits/address-limit';
import { createRateLimiter } from '../rate-limits/rate-limits.service';
import { findDevice, registerDevice } from './devices.service';

/** Devices register themselves before any sign-in (DECISIONS.md: no token needed). */
export async function registerDeviceRoutes(app: FastifyInstance, { config, database }: AppDeps): Promise<void> {
  const { windowMs, deviceRegistrations } = config.anonymousWrites;
  const perAddress = createRateLimiter(database.db, { bucket: 'device-registrations', max: deviceRegistrations, windowMs });
  // Anyone may register a device: each address gets a count (429 with Retry-After past it).
  await app.register(async (scope) => {
    limitByAddress(scope, perAddress);
    registerContractRoute(scope, deviceRoutes.register, {
      access: allow.public,
      handler: async ({ params }) => {
        await registerDevice(database.db, params.deviceId);
        return 'success';
      },
    });
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
