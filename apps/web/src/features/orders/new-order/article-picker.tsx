import type { PublicArticle, StorefrontCatalogue } from '@comanda/contract/storefront';
import { NativeSelect } from '@mantine/core';
import { formatMoney } from '../../../lib/format';
import { messages } from '../../../lib/messages';

const text = messages.counterOrder;

export interface ArticlePickerProps {
  catalogue: StorefrontCatalogue;
  onPick: (article: PublicArticle) => void;
  error?: string;
}

/**
 * 'Agregar articulo': the menu by section in the device's own picker (a phone's wheel or sheet),
 * with the price; a pick opens the article and the picker is empty again.
 */
export function ArticlePicker({ catalogue, onPick, error }: ArticlePickerProps) {
  const data = catalogue.sections
    .filter((section) => section.articles.length > 0)
    .map((section) => ({
      group: section.name,
      // A sold-out article is listed, not hidden, and cannot be picked (as customers see it).
      items: section.articles.map((article) => ({
        value: `${section.id}:${article.id}`,
        label: `${article.name} · ${article.sold_out ? text.soldOut : formatMoney(article.price.total)}`,
        disabled: article.sold_out,
      })),
    }));
  const pick = (value: string) => {
    if (!value) return;
    const [sectionId, articleId] = value.split(':');
    const article = catalogue.sections
      .find((section) => section.id === sectionId)
      ?.articles.find((candidate) => candidate.id === articleId);
    if (article && !article.sold_out) onPick(article);
  };
  return (
    <NativeSelect
      label={text.addArticle}
      data={[{ value: '', label: text.addArticlePlaceholder }, ...data]}
      value=""
      onChange={(event) => pick(event.currentTarget.value)}
      error={error}
    />
  );
}
