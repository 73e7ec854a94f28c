import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleRoutes } from '@comanda/contract/catalogue/articles';
import { couponRoutes } from '@comanda/contract/catalogue/coupons';
import { isPriceConsistent } from '@comanda/contract/catalogue/price';
import { sectionRoutes } from '@comanda/contract/catalogue/sections';
import { stockRoutes } from '@comanda/contract/catalogue/stock';
import { toppingRoutes } from '@comanda/contract/catalogue/toppings';
import { readConfig } from '../config';
import { catalogueCalls } from '../testing/catalogue-kit';
import { createStore, staffAccess, type StaffFixture } from '../testing/fixtures';
import { createTestApp, resultOf, type TestApp } from '../testing/test-app';
import { seedDemoCatalogue } from './catalogue-demo';

describe('demo catalogue', () => {
  let t: TestApp;
  let centro: StaffFixture;
  let norte: StaffFixture;
  beforeAll(async () => {
    t = await createTestApp();
    const config = readConfig({ DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' });
    const centroStore = await createStore(t.database.db, { slug: 'centro' });
    const norteStore = await createStore(t.database.db, { slug: 'norte' });
    await seedDemoCatalogue(t.database, config);
    await seedDemoCatalogue(t.database, config); // idempotent: the second run adds nothing
    centro = await staffAccess(t, { storeId: centroStore.id, role: 'admin' });
    norte = await staffAccess(t, { storeId: norteStore.id, role: 'admin' });
  });
  afterAll(() => t.close());

  const allArticles = async (headers: StaffFixture['headers']) =>
    resultOf(articleRoutes.list, await catalogueCalls(t, articleRoutes).list(headers, { limit: 100 }));

  it('gives centro a full menu: 5 sections, 25+ articles with images, 6 toppings, 3 coupons, 6 stock items', async () => {
    const articles = await allArticles(centro.headers);
    expect(articles.count).toBeGreaterThanOrEqual(25);
    expect(articles.data.every((article) => article.images_url.length === 1 && isPriceConsistent(article.price))).toBe(true);
    const sections = resultOf(
      sectionRoutes.list,
      await catalogueCalls(t, sectionRoutes).list(centro.headers, { order: 'order__ASC' }),
    );
    expect(sections.data.map((section) => section.name)).toEqual(['Pizzas', 'Empanadas', 'Hamburguesas', 'Bebidas', 'Postres']);
    expect(sections.data.reduce((sum, section) => sum + section.articles.length, 0)).toBe(articles.count);
    expect(resultOf(toppingRoutes.list, await catalogueCalls(t, toppingRoutes).list(centro.headers)).count).toBe(6);
    const coupons = resultOf(couponRoutes.list, await catalogueCalls(t, couponRoutes).list(centro.headers));
    expect(coupons.data.map((coupon) => coupon.code).sort()).toEqual(['BIENVENIDA', 'FINDE20', 'MUNDIAL26']);
    expect(coupons.data.every((coupon) => coupon.schedule.length > 0)).toBe(true);
    const stock = resultOf(stockRoutes.list, await catalogueCalls(t, stockRoutes).list(centro.headers));
    expect(stock.count).toBe(6);
    expect(stock.data.every((item) => item.refs.length > 0)).toBe(true);
  });

  it('shows stock at work: the sold-out tiramisú is disabled, the rest active', async () => {
    const articles = await allArticles(centro.headers);
    expect(articles.data.filter((article) => article.disabled).map((article) => article.name)).toEqual(['Tiramisú']);
  });

  it('serves every article picture as a png', async () => {
    const [article] = (await allArticles(centro.headers)).data;
    const image = await t.app.inject({ method: 'GET', url: article?.images_url[0] ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('gives norte a smaller café menu', async () => {
    const articles = await allArticles(norte.headers);
    expect(articles.count).toBeGreaterThanOrEqual(8);
    expect(articles.count).toBeLessThan(25);
    expect(articles.data.map((article) => article.name)).toContain('Medialunas de manteca x3');
  });
});
