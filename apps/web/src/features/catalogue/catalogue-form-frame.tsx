import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { CatalogueFormActions } from './catalogue-form-actions';
import type { CatalogueForm } from './use-catalogue-form';

export interface CatalogueFormFrameProps<Input extends FieldValues, Body> extends CatalogueForm<Input, Body> {
  children: ReactNode;
}

/**
 * An edit form around its fields: they reach the form through its context, the schema (not the
 * browser) checks them, and 'Guardar' sits at the foot.
 */
export function CatalogueFormFrame<Input extends FieldValues, Body>({
  form,
  submit,
  children,
}: CatalogueFormFrameProps<Input, Body>) {
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md" maw={900}>
          {children}
          <CatalogueFormActions saving={form.formState.isSubmitting} />
        </Stack>
      </form>
    </FormProvider>
  );
}
