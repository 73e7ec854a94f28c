import { ActionIcon, Image, Paper } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { messages } from '../lib/messages';

export interface ImageThumbnailProps {
  url: string;
  alt: string;
  onRemove?: () => void;
  size?: number;
}

/** A small preview of an uploaded image, with a button that takes it out of the form. */
export function ImageThumbnail({ url, alt, onRemove, size = 96 }: ImageThumbnailProps) {
  return (
    <Paper withBorder radius="md" pos="relative" w={size} h={size} style={{ overflow: 'hidden' }}>
      <Image src={url} alt={alt} w={size} h={size} fit="cover" />
      {onRemove ? (
        <ActionIcon
          pos="absolute"
          top={4}
          right={4}
          size="sm"
          color="red"
          variant="filled"
          aria-label={`${messages.upload.remove}: ${alt}`}
          onClick={onRemove}
        >
          <IconX size={14} aria-hidden />
        </ActionIcon>
      ) : null}
    </Paper>
  );
}
