import type { FastifyInstance } from 'fastify';
import { storeDeliveryRoutes as delivery } from '@comanda/contract/store/delivery';
import { storeInfoRoutes } from '@comanda/contract/store/info';
import { storePaymentRoutes as payments } from '@comanda/contract/store/payments';
import { storePreparationRoutes } from '@comanda/contract/store/preparation';
import { storeProfileRoutes } from '@comanda/contract/store/profile';
import { storeScheduleRoutes } from '@comanda/contract/store/schedule';
import { registerContractRoute } from '../../http/contract-route';
import type { AppDeps } from '../../http/deps';
import { allow, requireAccess } from '../../http/guard';
import { getShipment, getTakeAway, saveShipment, saveTakeAway } from './delivery/delivery.service';
import { getStoreInfo } from './info/info.service';
import {
  getBankTransfer,
  getCash,
  getMercadoPago,
  saveBankTransfer,
  saveCash,
  saveMercadoPago,
} from './payments/payments.service';
import { getPreparation, savePreparation } from './preparation/preparation.service';
import { getStoreProfile, saveStoreProfile } from './profile/profile.service';
import { getStoreSchedule, saveStoreSchedule } from './schedule/schedule.service';
import { registerSettingsRoutes } from './shared/settings-routes';
import { registerStoreStatusRoutes } from './status/status.routes';

/**
 * The store's settings (profile, schedule, delivery, payments, preparation): GET and PUT, managers
 * only; the store's info (name, city, time zone, delay) for every staff role; and its status
 * (open, paused, extra delay: status/status.routes.ts).
 */
export function registerStoreRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { database } = deps;
  registerContractRoute(app, storeInfoRoutes.get, {
    access: allow.staff,
    handler: ({ request }) => getStoreInfo(database.db, requireAccess(request).storeId),
  });
  registerSettingsRoutes(app, database, storeProfileRoutes, { get: getStoreProfile, save: saveStoreProfile });
  registerSettingsRoutes(app, database, storeScheduleRoutes, { get: getStoreSchedule, save: saveStoreSchedule });
  registerSettingsRoutes(app, database, { get: delivery.getShipment, save: delivery.saveShipment }, { get: getShipment, save: saveShipment });
  registerSettingsRoutes(app, database, { get: delivery.getTakeAway, save: delivery.saveTakeAway }, { get: getTakeAway, save: saveTakeAway });
  registerSettingsRoutes(app, database, { get: payments.getCash, save: payments.saveCash }, { get: getCash, save: saveCash });
  registerSettingsRoutes(
    app,
    database,
    { get: payments.getBankTransfer, save: payments.saveBankTransfer },
    { get: getBankTransfer, save: saveBankTransfer },
  );
  registerSettingsRoutes(
    app,
    database,
    { get: payments.getMercadoPago, save: payments.saveMercadoPago },
    { get: getMercadoPago, save: saveMercadoPago },
  );
  registerSettingsRoutes(app, database, storePreparationRoutes, { get: getPreparation, save: savePreparation });
  registerStoreStatusRoutes(app, deps);
}
