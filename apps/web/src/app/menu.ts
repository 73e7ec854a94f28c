import type { Role } from '@comanda/contract/roles';
import {
  IconBell,
  IconBook2,
  IconBuildingStore,
  IconChartBar,
  IconCash,
  IconCheese,
  IconChefHat,
  IconClock,
  IconHistory,
  IconHome,
  IconLayoutKanban,
  IconLayoutList,
  IconMotorbike,
  IconPackage,
  IconReceipt,
  IconSettings,
  IconTicket,
  IconToolsKitchen2,
  IconTruckDelivery,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { TablerIcon } from '@tabler/icons-react';
import { messages } from '../lib/messages';
import { canOpen, screenRoutes } from './route-table';

export interface MenuLink {
  label: string;
  path: string;
  icon: TablerIcon;
  /** Shown only to these roles, beyond its screen's roles (a screen others may still open). */
  menuRoles?: readonly Role[];
}

export interface MenuGroup {
  label: string;
  /** Path prefix of its children, to open the group on its screens. */
  basePath: string;
  icon: TablerIcon;
  children: MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => 'children' in entry;

const { nav } = messages;

/** Side menu of SPEC.md section 2; who sees an entry is decided by its screen's roles. */
export const menu: readonly MenuEntry[] = [
  { label: nav.home, path: '/', icon: IconHome },
  { label: nav.orders, path: '/orders', icon: IconReceipt },
  { label: nav.board, path: '/orders/board', icon: IconLayoutKanban },
  { label: nav.deliveries, path: '/orders/deliveries', icon: IconMotorbike, menuRoles: ['delivery'] },
  { label: nav.turns, path: '/turns', icon: IconHistory },
  { label: nav.reports, path: '/reports', icon: IconChartBar },
  {
    label: nav.catalogue,
    basePath: '/catalogue',
    icon: IconBook2,
    children: [
      { label: nav.sections, path: '/catalogue/sections', icon: IconLayoutList },
      { label: nav.articles, path: '/catalogue/articles', icon: IconToolsKitchen2 },
      { label: nav.toppings, path: '/catalogue/toppings', icon: IconCheese },
      { label: nav.coupons, path: '/catalogue/coupons', icon: IconTicket },
      { label: nav.stock, path: '/catalogue/stock', icon: IconPackage },
    ],
  },
  {
    label: nav.settings,
    basePath: '/settings',
    icon: IconSettings,
    children: [
      { label: nav.store, path: '/settings/store', icon: IconBuildingStore },
      { label: nav.schedule, path: '/settings/schedule', icon: IconClock },
      { label: nav.delivery, path: '/settings/delivery', icon: IconTruckDelivery },
      { label: nav.payments, path: '/settings/payments', icon: IconCash },
      { label: nav.preparation, path: '/settings/preparation', icon: IconChefHat },
      { label: nav.notifications, path: '/settings/notifications', icon: IconBell },
      { label: nav.team, path: '/settings/team', icon: IconUsersGroup },
    ],
  },
];

function linkVisible(link: MenuLink, role: Role): boolean {
  if (link.menuRoles && !link.menuRoles.includes(role)) return false;
  const screen = screenRoutes.find((candidate) => candidate.path === link.path);
  return screen !== undefined && canOpen(screen, role);
}

/** The entries a role sees; a group without visible children is hidden. */
export function menuFor(role: Role): MenuEntry[] {
  return menu.flatMap((entry): MenuEntry[] => {
    if (!isMenuGroup(entry)) return linkVisible(entry, role) ? [entry] : [];
    const children = entry.children.filter((child) => linkVisible(child, role));
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

const matchesPath = (entryPath: string, pathname: string): boolean =>
  entryPath === '/' ? pathname === '/' : pathname === entryPath || pathname.startsWith(`${entryPath}/`);

const menuPaths: readonly string[] = menu.flatMap((entry) =>
  isMenuGroup(entry) ? entry.children.map((child) => child.path) : [entry.path],
);

/**
 * `/` matches only itself; other entries also match their sub-paths (`/orders/{id}`), unless a
 * longer entry matches too (`/orders/board` is Tablero's, not Ordenes').
 */
export function isActivePath(entryPath: string, pathname: string): boolean {
  if (!matchesPath(entryPath, pathname)) return false;
  return !menuPaths.some(
    (other) => other.length > entryPath.length && other.startsWith(entryPath) && matchesPath(other, pathname),
  );
}
