import type { FastifyInstance } from 'fastify';
import { articleRoutes } from '@comanda/contract/catalogue/articles';
import { couponRoutes } from '@comanda/contract/catalogue/coupons';
import { sectionRoutes } from '@comanda/contract/catalogue/sections';
import { stockRoutes } from '@comanda/contract/catalogue/stock';
import { toppingRoutes } from '@comanda/contract/catalogue/toppings';
import { registerContractRoute } from '../../http/contract-route';
import type { AppDeps } from '../../http/deps';
import { allow, requireAccess } from '../../http/guard';
import { getArticle, listStoreArticles, saveArticle } from './articles/articles.service';
import { getCoupon, listStoreCoupons, saveCoupon } from './coupons/coupons.service';
import { registerCatalogueEntityRoutes } from './shared/catalogue-entity-routes';
import { getSection, listStoreSections, saveSection } from './sections/sections.service';
import { registerSoldOutRoutes } from './sold-out/sold-out.routes';
import { listStockWarnings, restockItem } from './stock/stock-warnings.service';
import { getStockItem, listStoreStock, saveStockItem } from './stock/stock.service';
import { getTopping, listStoreToppings, saveTopping } from './toppings/toppings.service';

/**
 * The back-office catalogue: list, get and save (PUT) of its five entities, managers only, but
 * for the article and topping lists; the one-tap sold out of articles and options.
 */
export function registerCatalogueRoutes(app: FastifyInstance, { database }: AppDeps): void {
  // The operator reads the article and topping lists to mark them sold out (the board's 'Agotados').
  const soldOutReaders = { listAccess: allow.orderWorkers };
  registerCatalogueEntityRoutes(app, database, articleRoutes, { list: listStoreArticles, get: getArticle, save: saveArticle }, soldOutReaders);
  registerCatalogueEntityRoutes(app, database, toppingRoutes, { list: listStoreToppings, get: getTopping, save: saveTopping }, soldOutReaders);
  registerCatalogueEntityRoutes(app, database, sectionRoutes, { list: listStoreSections, get: getSection, save: saveSection });
  registerCatalogueEntityRoutes(app, database, couponRoutes, { list: listStoreCoupons, get: getCoupon, save: saveCoupon });
  registerCatalogueEntityRoutes(app, database, stockRoutes, { list: listStoreStock, get: getStockItem, save: saveStockItem });
  registerSoldOutRoutes(app, database);
  // 'Avisar con' (issue 20): the board's and Inicio's banner reads the warnings and restocks.
  registerContractRoute(app, stockRoutes.warnings, {
    access: allow.orderWorkers,
    handler: ({ request }) => listStockWarnings(database.db, requireAccess(request).storeId),
  });
  registerContractRoute(app, stockRoutes.restock, {
    access: allow.orderWorkers,
    handler: ({ params, body, request }) => restockItem(database.db, requireAccess(request).storeId, params.id, body),
  });
}
