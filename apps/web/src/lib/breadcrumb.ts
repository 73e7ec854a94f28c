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

function labelFor(segment: string, index: number, segments: string[]): string {
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

/** `/catalogue/articles/3f2a...` -> Catalogo, Articulos, 3f2a (SPEC.md section 2 "Layout"). */
export function breadcrumbFor(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean).map(decode);
  if (segments.length === 0) return [{ label: messages.nav.home, path: '/' }];
  return segments.map((segment, index) => ({
    label: labelFor(segment, index, segments),
    path: `/${segments.slice(0, index + 1).join('/')}`,
  }));
}
