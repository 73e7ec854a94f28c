import type { Section, SectionBodyInput } from '@comanda/contract/catalogue/sections';
import { SectionBody, sectionRoutes } from '@comanda/contract/catalogue/sections';
import { zodResolver } from '@hookform/resolvers/zod';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useApi } from '../../../api/api-context';
import { BooleanSelect } from '../../../components/boolean-select';
import { NumberField } from '../../../components/number-field';
import { formIssueMessage } from '../../../lib/form-errors';
import { messages } from '../../../lib/messages';
import { slugify } from '../../../lib/slugify';
import { CatalogueFormActions } from '../catalogue-form-actions';
import { useCatalogueSave } from '../use-catalogue-save';
import { SectionArticlesField } from './section-articles-field';
import { sectionFormValues } from './section-form-values';
import { SectionIconField } from './section-icon-field';

const fields = messages.catalogue.fields;

export interface SectionFormProps {
  id: string;
  section: Section | null;
}

/** Section edit form: name, slug, visible, order, icon and its articles. */
export function SectionForm({ id, section }: SectionFormProps) {
  const api = useApi();
  const form = useForm<SectionBodyInput, unknown, SectionBody>({
    resolver: zodResolver(SectionBody, { error: formIssueMessage }),
    defaultValues: sectionFormValues(section),
  });
  const { control, register, formState, setValue, getFieldState } = form;
  const save = useCatalogueSave('sections', id, (itemId, body: SectionBody) =>
    api.call(sectionRoutes.save, { params: { id: itemId }, body }),
  );
  const onSubmit = form.handleSubmit(async (body) => {
    const outcome = await save(body);
    if (outcome.ok) form.reset(sectionFormValues(outcome.value));
  });
  const nameField = register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (!section && !getFieldState('slug').isDirty) {
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
            <Controller
              control={control}
              name="visible"
              render={({ field }) => (
                <BooleanSelect
                  label={fields.visible}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
            <Controller
              control={control}
              name="order"
              render={({ field }) => (
                <NumberField
                  label={messages.catalogue.sections.order}
                  min={0}
                  allowDecimal={false}
                  allowNegative={false}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={formState.errors.order?.message}
                />
              )}
            />
          </SimpleGrid>
          <SectionIconField />
          <SectionArticlesField />
          <CatalogueFormActions saving={formState.isSubmitting} />
        </Stack>
      </form>
    </FormProvider>
  );
}
