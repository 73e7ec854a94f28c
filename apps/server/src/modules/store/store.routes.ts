import type { FastifyInstance } from 'fastify';
import { storeDeliveryRoutes as delivery } from '@comanda/contract/store/delivery';
import { storePaymentRoutes as payments } from '@comanda/contract/store/payments';
import { storePreparationRoutes } from '@comanda/contract/store/preparation';
import { storeProfileRoutes } from '@comanda/contract/store/profile';
import { storeScheduleRoutes } from '@comanda/contract/store/schedule';
import type { AppDeps } from '../../http/deps';
import { getShipment, getTakeAway, saveShipment, saveTakeAway } from './delivery/delivery.service';
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

/** The store's settings (profile, schedule, delivery, payments, preparation): GET and PUT, managers only. */
export function registerStoreRoutes(app: FastifyInstance, { database: { db } }: AppDeps): void {
  registerSettingsRoutes(app, db, storeProfileRoutes, { get: getStoreProfile, save: saveStoreProfile });
  registerSettingsRoutes(app, db, storeScheduleRoutes, { get: getStoreSchedule, save: saveStoreSchedule });
  registerSettingsRoutes(app, db, { get: delivery.getShipment, save: delivery.saveShipment }, { get: getShipment, save: saveShipment });
  registerSettingsRoutes(app, db, { get: delivery.getTakeAway, save: delivery.saveTakeAway }, { get: getTakeAway, save: saveTakeAway });
  registerSettingsRoutes(app, db, { get: payments.getCash, save: payments.saveCash }, { get: getCash, save: saveCash });
  registerSettingsRoutes(
    app,
    db,
    { get: payments.getBankTransfer, save: payments.saveBankTransfer },
    { get: getBankTransfer, save: saveBankTransfer },
  );
  registerSettingsRoutes(
    app,
    db,
    { get: payments.getMercadoPago, save: payments.saveMercadoPago },
    { get: getMercadoPago, save: saveMercadoPago },
  );
  registerSettingsRoutes(app, db, storePreparationRoutes, { get: getPreparation, save: savePreparation });
}
