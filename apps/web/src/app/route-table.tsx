import { managerRoles } from '@comanda/contract/roles';
import type { Role } from '@comanda/contract/roles';
import type { ReactNode } from 'react';
import { ArticleEditScreen } from '../features/catalogue/articles/article-edit-screen';
import { ArticleListScreen } from '../features/catalogue/articles/article-list-screen';
import { ArticleNewRedirect } from '../features/catalogue/articles/article-new-redirect';
import { CouponEditScreen } from '../features/catalogue/coupons/coupon-edit-screen';
import { CouponListScreen } from '../features/catalogue/coupons/coupon-list-screen';
import { SectionEditScreen } from '../features/catalogue/sections/section-edit-screen';
import { SectionListScreen } from '../features/catalogue/sections/section-list-screen';
import { StockEditScreen } from '../features/catalogue/stock/stock-edit-screen';
import { StockListScreen } from '../features/catalogue/stock/stock-list-screen';
import { ToppingEditScreen } from '../features/catalogue/toppings/topping-edit-screen';
import { ToppingListScreen } from '../features/catalogue/toppings/topping-list-screen';
import { HomeScreen } from '../features/home/home-screen';
import { BoardScreen } from '../features/orders/board/board-screen';
import { MyDeliveriesScreen } from '../features/orders/deliveries/my-deliveries-screen';
import { OrderDetailScreen } from '../features/orders/detail/order-detail-screen';
import { OrderListScreen } from '../features/orders/list/order-list-screen';
import { TurnPanel } from '../features/turn/turn-panel';
import { DeliveryScreen } from '../features/settings/delivery/delivery-screen';
import { NotificationsScreen } from '../features/settings/notifications/notifications-screen';
import { PaymentsScreen } from '../features/settings/payments/payments-screen';
import { PreparationScreen } from '../features/settings/preparation/preparation-screen';
import { ScheduleScreen } from '../features/settings/schedule/schedule-screen';
import { StoreProfileScreen } from '../features/settings/store/store-profile-screen';
import { messages } from '../lib/messages';

/**
 * Every screen inside the protected shell (SPEC.md section 2). A feature plugs its screen in by
 * setting `element` on its entry; without one the "En construcción" placeholder shows the title.
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
  element?: ReactNode;
}

const { screens, orderTabs } = messages;
const managers = managerRoles;
const orderTab = (tab: string) => `${screens.order} · ${tab}`;

export const screenRoutes: readonly ScreenRoute[] = [
  { path: '/', title: screens.home, roles: managers, element: <HomeScreen><TurnPanel /></HomeScreen> },

  { path: '/orders', title: screens.orders, element: <OrderListScreen /> },
  { path: '/orders/:id', title: orderTab(orderTabs.items), uuidParams: ['id'], element: <OrderDetailScreen tab="items" /> },
  { path: '/orders/:id/client', title: orderTab(orderTabs.client), uuidParams: ['id'], element: <OrderDetailScreen tab="client" /> },
  { path: '/orders/:id/preparation', title: orderTab(orderTabs.preparation), uuidParams: ['id'], element: <OrderDetailScreen tab="preparation" /> },
  { path: '/orders/:id/delivery', title: orderTab(orderTabs.delivery), uuidParams: ['id'], element: <OrderDetailScreen tab="delivery" /> },
  { path: '/orders/:id/payment', title: orderTab(orderTabs.payment), uuidParams: ['id'], element: <OrderDetailScreen tab="payment" /> },
  { path: '/orders/:id/coupon', title: orderTab(orderTabs.coupon), uuidParams: ['id'], element: <OrderDetailScreen tab="coupon" /> },
  { path: '/orders/:id/history', title: orderTab(orderTabs.history), uuidParams: ['id'], element: <OrderDetailScreen tab="history" /> },
  // Every role: the buttons follow the role. Static paths win over /orders/:id in react-router.
  { path: '/orders/board', title: screens.board, element: <BoardScreen /> },
  // Anyone may be sent out with an order; the menu shows it to the delivery role.
  { path: '/orders/deliveries', title: screens.deliveries, element: <MyDeliveriesScreen /> },

  { path: '/catalogue/sections', title: screens.sections, roles: managers, element: <SectionListScreen /> },
  { path: '/catalogue/sections/:id', title: screens.section, roles: managers, uuidParams: ['id'], element: <SectionEditScreen /> },
  { path: '/catalogue/articles', title: screens.articles, roles: managers, element: <ArticleListScreen /> },
  // An article route without an id opens a new one (SPEC.md section 2).
  { path: '/catalogue/articles/new', title: screens.article, roles: managers, element: <ArticleNewRedirect /> },
  { path: '/catalogue/articles/:id', title: screens.article, roles: managers, uuidParams: ['id'], element: <ArticleEditScreen /> },
  { path: '/catalogue/toppings', title: screens.toppings, roles: managers, element: <ToppingListScreen /> },
  { path: '/catalogue/toppings/:id', title: screens.topping, roles: managers, uuidParams: ['id'], element: <ToppingEditScreen /> },
  { path: '/catalogue/coupons', title: screens.coupons, roles: managers, element: <CouponListScreen /> },
  { path: '/catalogue/coupons/:id', title: screens.coupon, roles: managers, uuidParams: ['id'], element: <CouponEditScreen /> },
  { path: '/catalogue/stock', title: screens.stock, roles: managers, element: <StockListScreen /> },
  { path: '/catalogue/stock/:id', title: screens.stockItem, roles: managers, uuidParams: ['id'], element: <StockEditScreen /> },

  { path: '/settings/store', title: screens.storeProfile, roles: managers, element: <StoreProfileScreen /> },
  { path: '/settings/schedule', title: screens.schedule, roles: managers, element: <ScheduleScreen /> },
  { path: '/settings/delivery', title: screens.delivery, roles: managers, element: <DeliveryScreen /> },
  { path: '/settings/payments', title: screens.payments, roles: managers, element: <PaymentsScreen /> },
  { path: '/settings/preparation', title: screens.preparation, roles: managers, element: <PreparationScreen /> },
  { path: '/settings/notifications', title: screens.notifications, element: <NotificationsScreen /> },
];

/** Where a role lands when a screen is not for it. */
export const FALLBACK_PATH = '/orders';

export function canOpen(screen: ScreenRoute, role: Role): boolean {
  return !screen.roles || screen.roles.includes(role);
}
