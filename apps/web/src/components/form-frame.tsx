import { Button, Group, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { messages } from '../lib/messages';

export interface FormFrameProps<Input extends FieldValues, Body> {
  form: UseFormReturn<Input, unknown, Body>;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  children: ReactNode;
}

/**
 * A form around its fields: they reach the form through its context, the schema (not the
 * browser) checks them, and 'Guardar' sits at the foot.
 */
export function FormFrame<Input extends FieldValues, Body>({
  form,
  submit,
  children,
}: FormFrameProps<Input, Body>) {
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md" maw={900}>
          {children}
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={form.formState.isSubmitting}
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            >
              {messages.catalogue.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
