import { isIdLike, shortId } from './format';
import { messages } from './messages';

export interface Crumb {
  label: string;
  path: string;
}

const segmentLabels: Record<string, string> = {
  orders: messages.nav.orders,
  board: messages.nav.board,
  deliveries: messages.nav.deliveries,
  turns: messages.nav.turns,
  reports: messages.nav.reports,
  catalogue: messages.nav.catalogue,
  sections: messages.nav.sections,
  articles: messages.nav.articles,
  toppings: messages.nav.toppings,
  coupons: messages.nav.coupons,
  stock: messages.nav.stock,
  settings: messages.nav.settings,
  store: messages.nav.store,
  schedule: messages.nav.schedule,
  delivery: messages.nav.delivery,
  payments: messages.nav.payments,
  preparation: messages.nav.preparation,
  notifications: messages.nav.notifications,
  team: messages.nav.team,
};

/** Tabs of an order (`/orders/{id}/client`...) have labels of their own. */
const orderTabLabels: Record<string, string> = {
  client: messages.orderTabs.client,
  preparation: messages.orderTabs.preparation,
  delivery: messages.orderTabs.delivery,
  payment: messages.orderTabs.payment,
  coupon: messages.orderTabs.coupon,
  history: messages.orderTabs.history,
};

/** What the path alone does not say: the number of the order whose id is in it, once loaded. */
export interface CrumbNames {
  orderNumber?: number | undefined;
}

/** The id segment of an order's page (`/orders/{id}` and its tabs), if the path is one. */
export function orderIdIn(pathname: string): string | undefined {
  const [first, second] = pathname.split('/').filter(Boolean);
  return first === 'orders' && second !== undefined && isIdLike(second) ? second : undefined;
}

function labelFor(segment: string, index: number, segments: string[], names: CrumbNames): string {
  // An order is known by its number, never by its id: 'Orden' until the number is loaded.
  if (segments[0] === 'orders' && index === 1 && isIdLike(segment)) {
    return names.orderNumber === undefined ? messages.screens.order : `${messages.screens.order} #${names.orderNumber}`;
  }
  if (isIdLike(segment)) return shortId(segment);
  if (segments[0] === 'orders' && index === 2) return orderTabLabels[segment] ?? segment;
  if (segments[0] === 'orders' && index === 1 && segment === 'new') return messages.screens.newOrder;
  if (segments[0] === 'catalogue' && index === 2 && segment === 'new') return messages.catalogue.new;
  return segmentLabels[segment] ?? segment;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * `/catalogue/articles/3f2a...` -> Catalogo, Articulos, 3f2a (SPEC.md section 2 "Layout");
 * `/orders/3f2a.../client` -> Ordenes, Orden #12, Cliente.
 */
export function breadcrumbFor(pathname: string, names: CrumbNames = {}): Crumb[] {
  const segments = pathname.split('/').filter(Boolean).map(decode);
  if (segments.length === 0) return [{ label: messages.nav.home, path: '/' }];
  return segments.map((segment, index) => ({
    label: labelFor(segment, index, segments, names),
    path: `/${segments.slice(0, index + 1).join('/')}`,
  }));
}
