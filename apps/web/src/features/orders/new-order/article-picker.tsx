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
      items: section.articles.map((article) => ({
        value: `${section.id}:${article.id}`,
        label: `${article.name} · ${formatMoney(article.price.total)}`,
      })),
    }));
  const pick = (value: string) => {
    if (!value) return;
    const [sectionId, articleId] = value.split(':');
    const article = catalogue.sections
      .find((section) => section.id === sectionId)
      ?.articles.find((candidate) => candidate.id === articleId);
    if (article) onPick(article);
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
