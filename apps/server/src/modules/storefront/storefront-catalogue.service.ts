import type { PublicArticle, PublicTopping, StorefrontCatalogue } from '@comanda/contract/storefront';
import type { Db } from '../../db/database';
import {
  findListedArticles,
  findVisibleSections,
  findVisibleToppings,
} from '../catalogue/visible/visible-catalogue.service';
import { requireStoreBySlug } from './storefront-store';
import type { StorefrontStoreRow } from './storefront-store.repository';

/**
 * Visible sections by ascending order, each with its articles in the section's order; the
 * visible toppings those articles refer to, with their options. Disabled articles and options
 * are listed as sold out (issue 9: shown unavailable, not hidden); an order refuses them. A
 * reference to a hidden topping is left out of the article, as the order pricing ignores it too.
 */
export async function getStorefrontCatalogue(db: Db, slug: string): Promise<StorefrontCatalogue> {
  return readStorefrontCatalogue(db, await requireStoreBySlug(db, slug));
}

/** The catalogue of a store already found by its slug. */
export async function readStorefrontCatalogue(db: Db, store: Pick<StorefrontStoreRow, 'id'>): Promise<StorefrontCatalogue> {
  const sections = await findVisibleSections(db, store.id);
  const articles = await findListedArticles(
    db,
    store.id,
    sections.flatMap((section) => section.articles.map((ref) => ref.id)),
  );
  const toppings = await findVisibleToppings(
    db,
    store.id,
    articles.flatMap((article) => article.toppings.map((ref) => ref.id)),
  );
  const visible = new Set(toppings.map((topping) => topping.id));
  const byId = new Map(
    articles.map(({ disabled, created_at: _createdAt, ...article }): [string, PublicArticle] => [
      article.id,
      { ...article, toppings: article.toppings.filter((ref) => visible.has(ref.id)), sold_out: disabled },
    ]),
  );
  return {
    sections: sections.map(({ visible: _visible, created_at: _createdAt, ...section }) => ({
      ...section,
      articles: section.articles.flatMap((ref) => {
        const article = byId.get(ref.id);
        return article ? [article] : [];
      }),
    })),
    toppings: toppings.map(
      ({ visible: _visible, created_at: _createdAt, ...topping }): PublicTopping => ({
        ...topping,
        options: topping.options.map(({ disabled, ...option }) => ({ ...option, sold_out: disabled })),
      }),
    ),
  };
}
