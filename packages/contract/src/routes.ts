import { authRoutes } from './auth';
import { articleRoutes } from './catalogue/articles';
import { couponRoutes } from './catalogue/coupons';
import { soldOutRoutes } from './catalogue/sold-out';
import { sectionRoutes } from './catalogue/sections';
import { stockRoutes } from './catalogue/stock';
import { toppingRoutes } from './catalogue/toppings';
import { dashboardRoutes } from './dashboard';
import { deviceRoutes } from './devices';
import { eventRoutes } from './events';
import { fileRoutes } from './files';
import { healthRoutes } from './health';
import { notificationRoutes } from './notifications';
import { orderRoutes } from './orders';
import { reportRoutes } from './reports';
import type { RouteDefinition } from './route';
import { storeDeliveryRoutes } from './store/delivery';
import { storeInfoRoutes } from './store/info';
import { storePaymentRoutes } from './store/payments';
import { storePreparationRoutes } from './store/preparation';
import { storeProfileRoutes } from './store/profile';
import { storeScheduleRoutes } from './store/schedule';
import { storeStatusRoutes } from './store/status';
import { storefrontRoutes } from './storefront';
import { teamRoutes } from './team';
import { turnRoutes } from './turn';

/** Every call of the API, grouped as the OpenAPI document shows them. */
export const routeGroups = {
  health: healthRoutes,
  auth: authRoutes,
  team: teamRoutes,
  devices: deviceRoutes,
  articles: articleRoutes,
  toppings: toppingRoutes,
  sections: sectionRoutes,
  coupons: couponRoutes,
  stock: stockRoutes,
  soldOut: soldOutRoutes,
  files: fileRoutes,
  storeInfo: storeInfoRoutes,
  storeProfile: storeProfileRoutes,
  storeSchedule: storeScheduleRoutes,
  storeDelivery: storeDeliveryRoutes,
  storePayments: storePaymentRoutes,
  storePreparation: storePreparationRoutes,
  storeStatus: storeStatusRoutes,
  notifications: notificationRoutes,
  orders: orderRoutes,
  turn: turnRoutes,
  reports: reportRoutes,
  dashboard: dashboardRoutes,
  events: eventRoutes,
  storefront: storefrontRoutes,
} as const;

export const allRoutes: RouteDefinition[] = Object.values(routeGroups).flatMap(
  (group) => Object.values(group) as RouteDefinition[],
);
