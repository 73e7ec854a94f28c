import { managerRoles, orderWorkerRoles } from '@comanda/contract/roles';
import type { Role } from '@comanda/contract/roles';
import { baseMessages } from '../lib/base-messages';
import type { ScreenLoader } from './screen-loaders';
import * as loaders from './screen-loaders';

/**
 * Every screen inside the protected shell (SPEC.md section 2). A feature plugs its screen in by
 * setting `load` on its entry; without one the "En construcción" placeholder shows the title.
 */
export interface ScreenRoute {
  /** Absolute path, react-router syntax (`/orders/:id`). */
  path: string;
  /** Browser tab and placeholder title. */
  title: string;
  /** Roles that may open it; the others are sent to /orders. Missing: every role. */
  roles?: readonly Role[];
  /** Params that must be uuids; anything else shows "Pagina no encontrada". */
  uuidParams?: readonly string[];
  /** Loads the screen (its own chunk) when its route first opens. */
  load?: ScreenLoader;
  /**
   * Drawn with the shell's part of Mantine's sheet only (shell-styles.ts), so it does not wait for
   * the rest (other-styles.ts): the orders list, the screen staff open first.
   */
  shellStylesOnly?: true;
}

const { screens, orderTabs } = baseMessages;
const managers = managerRoles;
const orderTab = (tab: string) => `${screens.order} · ${tab}`;

export const screenRoutes: readonly ScreenRoute[] = [
  { path: '/', title: screens.home, roles: managers, load: loaders.home },

  { path: '/orders', title: screens.orders, load: loaders.orderList, shellStylesOnly: true },
  { path: '/orders/:id', title: orderTab(orderTabs.items), uuidParams: ['id'], load: loaders.orderDetail('items') },
  { path: '/orders/:id/client', title: orderTab(orderTabs.client), uuidParams: ['id'], load: loaders.orderDetail('client') },
  { path: '/orders/:id/preparation', title: orderTab(orderTabs.preparation), uuidParams: ['id'], load: loaders.orderDetail('preparation') },
  { path: '/orders/:id/delivery', title: orderTab(orderTabs.delivery), uuidParams: ['id'], load: loaders.orderDetail('delivery') },
  { path: '/orders/:id/payment', title: orderTab(orderTabs.payment), uuidParams: ['id'], load: loaders.orderDetail('payment') },
  { path: '/orders/:id/coupon', title: orderTab(orderTabs.coupon), uuidParams: ['id'], load: loaders.orderDetail('coupon') },
  { path: '/orders/:id/history', title: orderTab(orderTabs.history), uuidParams: ['id'], load: loaders.orderDetail('history') },
  // Every role: the buttons follow the role. Static paths win over /orders/:id in react-router.
  { path: '/orders/board', title: screens.board, load: loaders.board },
  // A phone order at the counter: who works orders (the server refuses the others too).
  { path: '/orders/new', title: screens.newOrder, roles: orderWorkerRoles, load: loaders.counterOrder },
  // Anyone may be sent out with an order; the menu shows it to the delivery role.
  { path: '/orders/deliveries', title: screens.deliveries, load: loaders.deliveries },

  { path: '/turns', title: screens.turns, roles: managers, load: loaders.turns },
  { path: '/turns/:id', title: screens.turn, roles: managers, uuidParams: ['id'], load: loaders.turnReport },
  { path: '/reports', title: screens.reports, roles: managers, load: loaders.reports },

  { path: '/catalogue/sections', title: screens.sections, roles: managers, load: loaders.sectionList },
  { path: '/catalogue/sections/:id', title: screens.section, roles: managers, uuidParams: ['id'], load: loaders.sectionEdit },
  { path: '/catalogue/articles', title: screens.articles, roles: managers, load: loaders.articleList },
  // An article route without an id opens a new one (SPEC.md section 2).
  { path: '/catalogue/articles/new', title: screens.article, roles: managers, load: loaders.articleNew },
  { path: '/catalogue/articles/:id', title: screens.article, roles: managers, uuidParams: ['id'], load: loaders.articleEdit },
  { path: '/catalogue/toppings', title: screens.toppings, roles: managers, load: loaders.toppingList },
  { path: '/catalogue/toppings/:id', title: screens.topping, roles: managers, uuidParams: ['id'], load: loaders.toppingEdit },
  { path: '/catalogue/coupons', title: screens.coupons, roles: managers, load: loaders.couponList },
  { path: '/catalogue/coupons/:id', title: screens.coupon, roles: managers, uuidParams: ['id'], load: loaders.couponEdit },
  { path: '/catalogue/stock', title: screens.stock, roles: managers, load: loaders.stockList },
  { path: '/catalogue/stock/:id', title: screens.stockItem, roles: managers, uuidParams: ['id'], load: loaders.stockEdit },

  { path: '/settings/store', title: screens.storeProfile, roles: managers, load: loaders.storeProfile },
  { path: '/settings/schedule', title: screens.schedule, roles: managers, load: loaders.schedule },
  { path: '/settings/delivery', title: screens.delivery, roles: managers, load: loaders.delivery },
  { path: '/settings/payments', title: screens.payments, roles: managers, load: loaders.payments },
  { path: '/settings/preparation', title: screens.preparation, roles: managers, load: loaders.preparation },
  { path: '/settings/notifications', title: screens.notifications, load: loaders.notifications },
  { path: '/settings/team', title: screens.team, roles: managers, load: loaders.team },
];

/** Where a role lands when a screen is not for it. */
export const FALLBACK_PATH = '/orders';

export function canOpen(screen: ScreenRoute, role: Role): boolean {
  return !screen.roles || screen.roles.includes(role);
}
