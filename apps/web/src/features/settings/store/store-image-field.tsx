import type { StoreProfileBody, StoreProfileBodyInput } from '@comanda/contract/store/profile';
import { Fieldset, Stack, Text } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import { ImageThumbnail } from '../../../components/image-thumbnail';
import { ImageUploadButton } from '../../../components/image-upload-button';
import { messages } from '../../../lib/messages';

export type StoreImageName = 'logo_url' | 'background_url' | 'icon_url';

export interface StoreImageFieldProps {
  name: StoreImageName;
  /** 'Logo', 'Fondo', 'Icono'. */
  legend: string;
  uploadLabel: string;
}

/** One image of the store: its preview, an upload that replaces it, and a remove button. */
export function StoreImageField({ name, legend, uploadLabel }: StoreImageFieldProps) {
  const { control } = useFormContext<StoreProfileBodyInput, unknown, StoreProfileBody>();
  const { field, fieldState } = useController({ control, name });
  const url = field.value ?? null;
  return (
    <Fieldset legend={legend}>
      <Stack gap="sm">
        {url ? (
          <ImageThumbnail url={url} alt={legend} size={96} onRemove={() => field.onChange(null)} />
        ) : (
          <Text size="sm" c="dimmed">
            {messages.settings.store.noImage}
          </Text>
        )}
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
