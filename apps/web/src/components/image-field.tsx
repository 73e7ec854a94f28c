import { Fieldset, Stack, Text } from '@mantine/core';
import { type FieldPathByValue, type FieldValues, useController, useFormContext } from 'react-hook-form';
import { ImageThumbnail } from './image-thumbnail';
import { ImageUploadButton } from './image-upload-button';

export interface ImageFieldProps<TValues extends FieldValues> {
  /** The form field holding the image's url (null: no image). */
  name: FieldPathByValue<TValues, string | null | undefined>;
  legend: string;
  uploadLabel: string;
  /** Shown in place of the preview while there is no image; nothing when left out. */
  emptyText?: string;
  /** Preview size in pixels. */
  size?: number;
}

/**
 * One image of a form (a store's logo, a section's icon): its preview, an upload that replaces
 * it, a remove button and the field's error. Use it inside the form's FormProvider.
 */
export function ImageField<TValues extends FieldValues>({
  name,
  legend,
  uploadLabel,
  emptyText,
  size = 96,
}: ImageFieldProps<TValues>) {
  const { control } = useFormContext<TValues>();
  const { field, fieldState } = useController({ control, name });
  const url = (field.value as string | null | undefined) ?? null;
  return (
    <Fieldset legend={legend}>
      <Stack gap="sm">
        {url ? (
          <ImageThumbnail url={url} alt={legend} size={size} onRemove={() => field.onChange(null)} />
        ) : emptyText ? (
          <Text size="sm" c="dimmed">
            {emptyText}
          </Text>
        ) : null}
        <ImageUploadButton label={uploadLabel} onUploaded={(uploaded) => field.onChange(uploaded)} />
        {fieldState.error?.message ? (
          <Text size="sm" c="red">
            {fieldState.error.message}
          </Text>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
