import type { StorefrontCatalogue } from '@comanda/contract/storefront';
import type { CartLine } from './cart-lines';

/*
 * Whether the cart's lines can still be ordered (issue 20): the cart re-reads the public
 * catalogue when it opens, so a line whose article or a picked option sold out since it was
 * added (by stock or by staff) is marked there, before checkout, and not first at 'Confirmar'.
 */

/** The keys of the lines whose article, or one of whose picked options, is sold out or gone. */
export function unavailableLineKeys(lines: readonly CartLine[], catalogue: StorefrontCatalogue): Set<string> {
  const articles = new Map(catalogue.sections.flatMap((section) => section.articles.map((article) => [article.id, article.sold_out])));
  const options = new Map(
    catalogue.toppings.flatMap((topping) => topping.options.map((option) => [`${topping.id}:${option.id}`, option.sold_out])),
  );
  const orderable = (line: CartLine): boolean =>
    articles.get(line.item.article_id) === false &&
    line.item.toppings.every((topping) => topping.options.every((option) => options.get(`${topping.id}:${option.id}`) === false));
  return new Set(lines.filter((line) => !orderable(line)).map((line) => line.key));
}
