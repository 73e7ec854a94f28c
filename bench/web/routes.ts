/**
 * The screens bench/web measures and the source modules (under apps/web) that draw each one. A
 * module is found in the build through the source maps, so the figures follow however the app
 * splits its chunks; a path that no longer exists stops the bench with its name.
 */
export interface BenchRoute {
  path: string;
  modules: readonly string[];
}

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
];

/** Lighthouse runs on these: the public page and the busiest staff screen (signed in). */
export const lighthouseRoutes = ['/login', '/orders'] as const;
