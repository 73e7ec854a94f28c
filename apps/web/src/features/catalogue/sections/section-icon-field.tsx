import type { SectionBody, SectionBodyInput } from '@comanda/contract/catalogue/sections';
import { Fieldset, Stack, Text } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import { ImageThumbnail } from '../../../components/image-thumbnail';
import { ImageUploadButton } from '../../../components/image-upload-button';
import { messages } from '../../../lib/messages';

const text = messages.catalogue.sections;

/** The section's icon: an uploaded image (its url) that can be replaced or removed. */
export function SectionIconField() {
  const { control } = useFormContext<SectionBodyInput, unknown, SectionBody>();
  const { field, fieldState } = useController({ control, name: 'icon_url' });
  const url = field.value ?? null;
  return (
    <Fieldset legend={text.icon}>
      <Stack gap="sm">
        {url ? (
          <ImageThumbnail url={url} alt={text.icon} size={72} onRemove={() => field.onChange(null)} />
        ) : null}
        <ImageUploadButton label={text.uploadIcon} onUploaded={(uploaded) => field.onChange(uploaded)} />
        {fieldState.error?.message ? (
          <Text size="sm" c="red">
            {fieldState.error.message}
          </Text>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
