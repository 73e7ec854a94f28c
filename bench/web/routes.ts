/**
 * The screens bench/web measures and the source modules (under apps/web) that draw each one. A
 * module is found in the build through the source maps, so the figures follow however the app
 * splits its chunks; a path that no longer exists stops the bench with its name.
 */
export interface BenchRoute {
  path: string;
  modules: readonly string[];
  /** The HTML entry the server answers for the path: index.html (the back-office) unless given. */
  entry?: string;
  /**
   * Only code under this folder (and node_modules) may load at first: the ordering page's bundle
   * loads none of the back-office's code.
   */
  ownCode?: string;
}

/** The customers' ordering page of the demo store (issue 9): its own entry and bundle. */
export const TIENDA_ROUTE = '/tienda/centro';

const shell = 'src/app/layout/shell-layout.tsx';

export const benchRoutes: readonly BenchRoute[] = [
  { path: '/login', modules: ['src/features/login/login-page.tsx'] },
  { path: '/lobby', modules: ['src/features/lobby/lobby-page.tsx'] },
  { path: '/', modules: [shell, 'src/features/home/home-screen.tsx', 'src/features/turn/turn-panel.tsx'] },
  { path: '/orders', modules: [shell, 'src/features/orders/list/order-list-screen.tsx'] },
  { path: '/orders/board', modules: [shell, 'src/features/orders/board/board-screen.tsx'] },
  { path: '/catalogue/sections', modules: [shell, 'src/features/catalogue/sections/section-list-screen.tsx'] },
  { path: '/catalogue/articles', modules: [shell, 'src/features/catalogue/articles/article-list-screen.tsx'] },
  { path: '/catalogue/toppings', modules: [shell, 'src/features/catalogue/toppings/topping-list-screen.tsx'] },
  { path: '/catalogue/coupons', modules: [shell, 'src/features/catalogue/coupons/coupon-list-screen.tsx'] },
  { path: '/catalogue/stock', modules: [shell, 'src/features/catalogue/stock/stock-list-screen.tsx'] },
  { path: TIENDA_ROUTE, entry: 'tienda.html', ownCode: 'src/tienda/', modules: ['src/tienda/menu/menu-page.tsx'] },
];

/** Lighthouse runs on these: the public pages and the busiest staff screen (signed in). */
export const lighthouseRoutes = ['/login', '/orders', TIENDA_ROUTE] as const;

/** Pages opened without a staff session. */
export const publicRoutes: ReadonlySet<string> = new Set(['/login', TIENDA_ROUTE]);
