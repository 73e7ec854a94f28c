import type { Article, ArticleBody, ArticleBodyInput } from '@comanda/contract/catalogue/articles';
import { ars } from '@comanda/contract/money';
import type { Control } from 'react-hook-form';

export type ArticleFormControl = Control<ArticleBodyInput, unknown, ArticleBody>;

/** The form's values for an article, or a blank new one (active, price 0, no images or toppings). */
export function articleFormValues(article: Article | null): ArticleBodyInput {
  if (!article) {
    return {
      name: '',
      slug: '',
      description: '',
      disabled: false,
      images_url: [],
      price: { import: ars(0), discount: 0, total: ars(0) },
      toppings: [],
    };
  }
  return {
    name: article.name,
    slug: article.slug,
    description: article.description,
    disabled: article.disabled,
    images_url: [...article.images_url],
    price: { ...article.price },
    toppings: article.toppings.map((ref) => ({ ...ref })),
  };
}
