import { createHash, randomUUID } from 'node:crypto';
import { ArticleBody } from '@comanda/contract/catalogue/articles';
import { CouponBody } from '@comanda/contract/catalogue/coupons';
import { totalFromImport } from '@comanda/contract/catalogue/price';
import { SectionBody } from '@comanda/contract/catalogue/sections';
import { StockBody } from '@comanda/contract/catalogue/stock';
import { ToppingBody } from '@comanda/contract/catalogue/toppings';
import { ars } from '@comanda/contract/money';
import type { Config } from '../config';
import type { Database, Db } from '../db/database';
import { findStoreBySlug } from '../modules/accounts/accounts.repository';
import { catalogueHasArticles, saveArticle } from '../modules/catalogue/articles/articles.service';
import { saveCoupon } from '../modules/catalogue/coupons/coupons.service';
import { saveSection } from '../modules/catalogue/sections/sections.service';
import { saveStockItem } from '../modules/catalogue/stock/stock.service';
import { saveTopping } from '../modules/catalogue/toppings/toppings.service';
import { type FileStorage, fileStorageOf, saveFile } from '../modules/files/files.service';
import { type DemoCatalogue, demoCatalogues } from './catalogue-demo-data';
import { foodTilePng } from './food-tile';

/** 'Rúcula y jamón crudo' -> 'rucula-y-jamon-crudo' */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A stable number per text, so each article gets the same picture on every seed. */
const seedOf = (text: string): number => createHash('sha256').update(text).digest().readUInt32BE(0);

const priceOf = (amount: number, discount = 0) => {
  const value = ars(amount);
  return { import: value, discount, total: totalFromImport(value, discount) };
};

/**
 * Writes one store's demo catalogue through the catalogue services (the contract checks every
 * body, as for a request): toppings, then articles with a picture each, sections, stock (which
 * applies its auto-deactivation) and coupons.
 */
async function seedStoreCatalogue(db: Db, files: FileStorage, storeId: string, catalogue: DemoCatalogue): Promise<void> {
  const toppingIds = new Map<string, string>();
  const optionIds = new Map<string, string>();
  for (const topping of catalogue.toppings) {
    const id = randomUUID();
    toppingIds.set(topping.name, id);
    const options = topping.options.map((option) => {
      const optionId = randomUUID();
      optionIds.set(`${topping.name}/${option.name}`, optionId);
      return { id: optionId, name: option.name, description: option.description ?? '', ...priceOf(option.price) };
    });
    await saveTopping(db, storeId, id, ToppingBody.parse({ name: topping.name, description: topping.description, options }));
  }

  const articleIds = new Map<string, string>();
  for (const [order, section] of catalogue.sections.entries()) {
    const sectionArticles: Array<{ id: string }> = [];
    for (const article of section.articles) {
      const id = randomUUID();
      const slug = slugify(article.name);
      articleIds.set(slug, id);
      sectionArticles.push({ id });
      const image = await saveFile(files, foodTilePng(seedOf(slug)), 'png', storeId);
      const body = ArticleBody.parse({
        name: article.name,
        slug,
        description: article.description,
        images_url: [image.url],
        disabled: article.disabled ?? false,
        price: priceOf(article.price, article.discount),
        toppings: (article.toppings ?? []).map((ref) => ({
          id: toppingIds.get(ref.topping),
          min: ref.min ?? 0,
          max: ref.max ?? 0,
          required: ref.required ?? false,
        })),
      });
      await saveArticle(db, storeId, id, body);
    }
    const body = SectionBody.parse({
      name: section.name,
      slug: section.slug,
      visible: section.visible ?? true,
      order: order + 1,
      articles: sectionArticles,
    });
    await saveSection(db, storeId, randomUUID(), body);
  }

  for (const item of catalogue.stock) {
    const refs = item.refs.map((ref) => ({
      ...('article' in ref
        ? { type: 'article' as const, id: articleIds.get(ref.article) }
        : { type: 'topping_option' as const, id: optionIds.get(`${ref.topping}/${ref.option}`) }),
      disable_min_count: ref.disableMinCount ?? null,
      multiply: ref.multiply ?? null,
    }));
    await saveStockItem(db, storeId, randomUUID(), StockBody.parse({ description: item.description, count: item.count, refs }));
  }

  const now = new Date();
  for (const coupon of catalogue.coupons) {
    const body = CouponBody.parse({
      code: coupon.code,
      active: coupon.active ?? true,
      discount_percent: coupon.discountPercent ?? null,
      discount_amount: coupon.discountAmount ? ars(coupon.discountAmount) : null,
      max_percent: coupon.maxPercent ?? null,
      max_amount: coupon.maxAmount ? ars(coupon.maxAmount) : null,
      max_use: coupon.maxUse ?? null,
      schedule: coupon.schedule(now).map((range) => ({ id: randomUUID(), active: true, ...range })),
    });
    await saveCoupon(db, storeId, randomUUID(), body);
  }
}

/**
 * The demo catalogue of the stores made by `seedDemoStoresAndUsers`: a full menu for centro, a
 * small café for norte. Idempotent: a store that already has articles is left alone.
 */
export async function seedDemoCatalogue(database: Database, config: Config): Promise<void> {
  for (const [slug, catalogue] of Object.entries(demoCatalogues)) {
    const store = await findStoreBySlug(database.db, slug);
    if (!store || (await catalogueHasArticles(database.db, store.id))) continue;
    await seedStoreCatalogue(database.db, fileStorageOf({ config, database }), store.id, catalogue);
  }
}
