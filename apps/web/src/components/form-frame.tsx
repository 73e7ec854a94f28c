import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { messages } from '../lib/messages';

export interface FormFrameProps<Input extends FieldValues, Body> {
  form: UseFormReturn<Input, unknown, Body>;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The last save was refused because someone else changed it meanwhile (useEditForm). */
  stale?: boolean;
  /** Loads what is saved now, offered while `stale`. */
  reload?: () => Promise<void>;
  children: ReactNode;
}

/**
 * A form around its fields: they reach the form through its context, the schema (not the
 * browser) checks them, and 'Guardar' sits at the foot, with the offer to reload above it when
 * a save found the data changed by someone else.
 */
export function FormFrame<Input extends FieldValues, Body>({
  form,
  submit,
  stale = false,
  reload,
  children,
}: FormFrameProps<Input, Body>) {
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md" maw={900}>
          {children}
          {stale && reload ? (
            <Alert color="yellow" variant="light" role="alert">
              <Group justify="space-between" gap="sm">
                <Text size="sm">{messages.staleVersion.text}</Text>
                <Button variant="light" color="yellow" onClick={() => void reload()}>
                  {messages.staleVersion.reload}
                </Button>
              </Group>
            </Alert>
          ) : null}
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
