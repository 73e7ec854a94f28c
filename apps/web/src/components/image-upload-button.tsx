import { fileRoutes, UPLOAD_MIME_TYPES } from '@comanda/contract/files';
import { Button, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useApi } from '../api/api-context';
import { messages } from '../lib/messages';
import { errorDetails } from '../lib/toast';

export interface ImageUploadButtonProps {
  /** Label of the file input (tests and screen readers find it by this). */
  label?: string;
  /** The url the server answered for the uploaded file. */
  onUploaded: (url: string) => void;
  disabled?: boolean;
}

/** Picks an image, uploads it through `POST /v1/static/files` showing progress, hands back the url. */
export function ImageUploadButton({
  label = messages.upload.choose,
  onUploaded,
  disabled = false,
}: ImageUploadButtonProps) {
  const api = useApi();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function uploadFile(file: File) {
    setError(null);
    setProgress(0);
    try {
      const uploaded = await api.upload(fileRoutes.upload, file, {
        onProgress: ({ ratio }) => setProgress(Math.round(ratio * 100)),
      });
      onUploaded(uploaded.url);
    } catch (failure) {
      setError(errorDetails(failure));
    } finally {
      setProgress(null);
    }
  }

  const uploading = progress !== null;
  return (
    <Stack gap={4}>
      <VisuallyHidden>
        {/* Out of the tab order: the button below opens it. */}
        <input
          ref={inputRef}
          type="file"
          tabIndex={-1}
          accept={UPLOAD_MIME_TYPES.join(',')}
          aria-label={label}
          disabled={disabled || uploading}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) void uploadFile(file);
          }}
        />
      </VisuallyHidden>
      <Button
        variant="light"
        onClick={() => inputRef.current?.click()}
        leftSection={<IconUpload size={16} aria-hidden />}
        loading={uploading}
        disabled={disabled}
        w="fit-content"
      >
        {label}
      </Button>
      {uploading ? (
        <>
          <Progress value={progress} size="sm" aria-label={messages.upload.uploading(progress)} />
          <Text size="xs" c="dimmed">
            {messages.upload.uploading(progress)}
          </Text>
        </>
      ) : null}
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
