import { articleRoutes } from './catalogue/articles';
import { couponRoutes } from './catalogue/coupons';
import { sectionRoutes } from './catalogue/sections';
import { soldOutRoutes } from './catalogue/sold-out';
import { stockRoutes } from './catalogue/stock';
import { toppingRoutes } from './catalogue/toppings';
import { notificationRoutes } from './notifications';
import { orderRoutes } from './orders';
import type { RouteDefinition } from './route';
import { storeDeliveryRoutes } from './store/delivery';
import { storePaymentRoutes } from './store/payments';
import { storePreparationRoutes } from './store/preparation';
import { storeProfileRoutes } from './store/profile';
import { storeScheduleRoutes } from './store/schedule';

/**
 * One thing staff edit whose answers carry a version (decision 014): the GET that reads it and
 * the PUTs that change it. Each of their answers has an `ETag` header; a PUT sent with `If-Match`
 * of a version that is no longer current answers 412 `VERSION:STALE` and changes nothing. A PUT
 * without `If-Match` saves as before.
 */
export interface VersionedResource {
  read: RouteDefinition;
  writes: readonly RouteDefinition[];
}

const savedBy = (read: RouteDefinition, write: RouteDefinition): VersionedResource => ({ read, writes: [write] });

export const versionedResources: readonly VersionedResource[] = [
  // The one-tap sold out changes what the article's (the topping's) GET answers: same version, same lock.
  { read: articleRoutes.get, writes: [articleRoutes.save, soldOutRoutes.article] },
  { read: toppingRoutes.get, writes: [toppingRoutes.save, soldOutRoutes.toppingOption] },
  savedBy(sectionRoutes.get, sectionRoutes.save),
  savedBy(couponRoutes.get, couponRoutes.save),
  savedBy(stockRoutes.get, stockRoutes.save),
  savedBy(storeProfileRoutes.get, storeProfileRoutes.save),
  savedBy(storeScheduleRoutes.get, storeScheduleRoutes.save),
  savedBy(storeDeliveryRoutes.getShipment, storeDeliveryRoutes.saveShipment),
  savedBy(storeDeliveryRoutes.getTakeAway, storeDeliveryRoutes.saveTakeAway),
  savedBy(storePaymentRoutes.getCash, storePaymentRoutes.saveCash),
  savedBy(storePaymentRoutes.getBankTransfer, storePaymentRoutes.saveBankTransfer),
  savedBy(storePaymentRoutes.getMercadoPago, storePaymentRoutes.saveMercadoPago),
  savedBy(storePreparationRoutes.get, storePreparationRoutes.save),
  savedBy(notificationRoutes.get, notificationRoutes.save),
  {
    read: orderRoutes.get,
    writes: [
      orderRoutes.setStatus,
      orderRoutes.setPreparation,
      orderRoutes.setDelivery,
      orderRoutes.setPayment,
      orderRoutes.setRider,
      orderRoutes.accept,
      orderRoutes.reject,
      orderRoutes.ready,
      orderRoutes.dispatch,
      orderRoutes.delivered,
      orderRoutes.paid,
      orderRoutes.delay,
      orderRoutes.seen,
    ],
  },
];

/** The versioned resource a call reads or changes; undefined when its answers carry no version. */
export function versionedResourceOf(route: Pick<RouteDefinition, 'method' | 'path'>): VersionedResource | undefined {
  const same = (other: RouteDefinition) => other.method === route.method && other.path === route.path;
  return versionedResources.find((resource) => same(resource.read) || resource.writes.some(same));
}
