import type { Section, SectionBodyInput } from '@comanda/contract/catalogue/sections';
import { SectionBody, sectionRoutes } from '@comanda/contract/catalogue/sections';
import { SimpleGrid } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useApi } from '../../../api/api-context';
import { BooleanSelect } from '../../../components/boolean-select';
import { CountField } from '../../../components/count-field';
import { ImageField } from '../../../components/image-field';
import { messages } from '../../../lib/messages';
import { FormFrame } from '../../../components/form-frame';
import { NameSlugFields } from '../name-slug-fields';
import { catalogueEditKeys } from '../catalogue-keys';
import { useEditForm } from '../../../lib/use-edit-form';
import { SectionArticlesField } from './section-articles-field';
import { sectionFormValues } from './section-form-values';

export interface SectionFormProps {
  id: string;
  section: Section | null;
}

/** Section edit form: name, slug, visible, order, icon and its articles. */
export function SectionForm({ id, section }: SectionFormProps) {
  const api = useApi();
  const catalogueForm = useEditForm({
    ...catalogueEditKeys('sections', id),
    schema: SectionBody,
    data: section,
    values: sectionFormValues,
    put: (body, options) => api.callVersioned(sectionRoutes.save, { params: { id }, body }, options),
  });
  const { control, formState } = catalogueForm.form;

  return (
    <FormFrame {...catalogueForm}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NameSlugFields isNew={!section} />
        <Controller
          control={control}
          name="visible"
          render={({ field }) => (
            <BooleanSelect
              label={messages.catalogue.fields.visible}
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
            <CountField
              label={messages.catalogue.sections.order}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={formState.errors.order?.message}
            />
          )}
        />
      </SimpleGrid>
      <ImageField<SectionBodyInput>
        name="icon_url"
        legend={messages.catalogue.sections.icon}
        uploadLabel={messages.catalogue.sections.uploadIcon}
        size={72}
      />
      <SectionArticlesField />
    </FormFrame>
  );
}
