import type { Article } from '@comanda/contract/catalogue/articles';
import { ArticleBody, articleRoutes } from '@comanda/contract/catalogue/articles';
import type { ArticleBodyInput } from '@comanda/contract/catalogue/articles';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useApi } from '../../../api/api-context';
import { BooleanSelect } from '../../../components/boolean-select';
import { formIssueMessage } from '../../../lib/form-errors';
import { messages } from '../../../lib/messages';
import { slugify } from '../../../lib/slugify';
import { CatalogueFormActions } from '../catalogue-form-actions';
import { useCatalogueSave } from '../use-catalogue-save';
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
  const form = useForm<ArticleBodyInput, unknown, ArticleBody>({
    resolver: zodResolver(ArticleBody, { error: formIssueMessage }),
    defaultValues: articleFormValues(article),
  });
  const { control, register, formState, setValue, getFieldState } = form;
  const save = useCatalogueSave('articles', id, (itemId, body: ArticleBody) =>
    api.call(articleRoutes.save, { params: { id: itemId }, body }),
  );

  const onSubmit = form.handleSubmit(async (body) => {
    const outcome = await save(body);
    if (outcome.ok) form.reset(articleFormValues(outcome.value));
  });

  const nameField = register('name', {
    onChange: (event: { target: { value: string } }) => {
      // A new article's slug follows its name until the slug is edited by hand.
      if (!article && !getFieldState('slug').isDirty) {
        setValue('slug', slugify(event.target.value), { shouldValidate: formState.isSubmitted });
      }
    },
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md" maw={900}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={fields.name} required {...nameField} error={formState.errors.name?.message} />
            <TextInput label={fields.slug} required {...register('slug')} error={formState.errors.slug?.message} />
          </SimpleGrid>
          <Textarea
            label={fields.description}
            autosize
            minRows={2}
            {...register('description')}
            error={formState.errors.description?.message}
          />
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
          <CatalogueFormActions saving={formState.isSubmitting} />
        </Stack>
      </form>
    </FormProvider>
  );
}
