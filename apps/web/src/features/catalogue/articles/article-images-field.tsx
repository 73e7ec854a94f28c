import { ARTICLE_IMAGES_MAX } from '@comanda/contract/catalogue/articles';
import type { ArticleBody, ArticleBodyInput } from '@comanda/contract/catalogue/articles';
import { Fieldset, Group, Stack, Text } from '@mantine/core';
import { useController, useFormContext, useFormState } from 'react-hook-form';
import { ImageThumbnail } from '../../../components/image-thumbnail';
import { ImageUploadButton } from '../../../components/image-upload-button';
import { messages } from '../../../lib/messages';
import { listErrorMessage } from '../../../lib/form-error';

/** The article's images: thumbnails that can be removed, and uploads that add their url. */
export function ArticleImagesField() {
  const { control, getValues } = useFormContext<ArticleBodyInput, unknown, ArticleBody>();
  const { field } = useController({ control, name: 'images_url' });
  const { errors } = useFormState({ control, name: 'images_url' });
  const urls = field.value ?? [];

  return (
    <Fieldset legend={messages.catalogue.articles.images}>
      <Stack gap="sm">
        {urls.length > 0 ? (
          <Group gap="sm">
            {urls.map((url, index) => (
              <ImageThumbnail
                key={`${index}-${url}`}
                url={url}
                alt={messages.catalogue.articles.image(index + 1)}
                onRemove={() => field.onChange(urls.filter((_, other) => other !== index))}
              />
            ))}
          </Group>
        ) : null}
        <ImageUploadButton
          disabled={urls.length >= ARTICLE_IMAGES_MAX}
          // Read the list when the upload ends: another upload may have finished meanwhile.
          onUploaded={(url) => field.onChange([...(getValues('images_url') ?? []), url])}
        />
        {listErrorMessage(errors.images_url) ? (
          <Text size="sm" c="red">
            {listErrorMessage(errors.images_url)}
          </Text>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
