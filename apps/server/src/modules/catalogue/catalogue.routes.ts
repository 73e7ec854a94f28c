import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps';
import { registerArticleRoutes } from './articles/articles.routes';
import { registerCouponRoutes } from './coupons/coupons.routes';
import { registerSectionRoutes } from './sections/sections.routes';
import { registerStockRoutes } from './stock/stock.routes';
import { registerToppingRoutes } from './toppings/toppings.routes';

/** The back-office catalogue: list, get and save (PUT) of its five entities; managers only. */
export function registerCatalogueRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerArticleRoutes(app, deps);
  registerToppingRoutes(app, deps);
  registerSectionRoutes(app, deps);
  registerCouponRoutes(app, deps);
  registerStockRoutes(app, deps);
}
