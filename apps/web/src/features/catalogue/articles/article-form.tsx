import type { Article } from '@comanda/contract/catalogue/articles';
import { ArticleBody, articleRoutes } from '@comanda/contract/catalogue/articles';
import { Controller } from 'react-hook-form';
import { SimpleGrid } from '@mantine/core';
import { useApi } from '../../../api/api-context';
import { BooleanSelect } from '../../../components/boolean-select';
import { messages } from '../../../lib/messages';
import { FormFrame } from '../../../components/form-frame';
import { DescriptionField } from '../description-field';
import { NameSlugFields } from '../name-slug-fields';
import { catalogueEditKeys } from '../catalogue-keys';
import { useEditForm } from '../../../lib/use-edit-form';
import { articleFormValues } from './article-form-values';
import { ArticleImagesField } from './article-images-field';
import { ArticlePriceFields } from './article-price-fields';
import { ArticleToppingsField } from './article-toppings-field';

const fields = messages.catalogue.fields;

export interface ArticleFormProps {
  id: string;
  /** null: a new article with this id. */
  article: Article | null;
}

/** Article edit form: the PUT body of the contract, checked by its schema before saving. */
export function ArticleForm({ id, article }: ArticleFormProps) {
  const api = useApi();
  const catalogueForm = useEditForm({
    ...catalogueEditKeys('articles', id),
    schema: ArticleBody,
    data: article,
    values: articleFormValues,
    put: (body, options) => api.callVersioned(articleRoutes.save, { params: { id }, body }, options),
  });
  const { control, formState } = catalogueForm.form;

  return (
    <FormFrame {...catalogueForm}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NameSlugFields isNew={!article} />
      </SimpleGrid>
      <DescriptionField />
      <Controller
        control={control}
        name="disabled"
        render={({ field }) => (
          <BooleanSelect
            label={fields.disabled}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={formState.errors.disabled?.message}
          />
        )}
      />
      <ArticlePriceFields />
      <ArticleImagesField />
      <ArticleToppingsField />
    </FormFrame>
  );
}
