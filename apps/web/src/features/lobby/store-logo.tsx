import { Image, ThemeIcon } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useState } from 'react';

/** The store's logo, or a neutral placeholder when it has none or it cannot be loaded. */
export function StoreLogo({ name, url }: { name: string; url: string | null }) {
  const [failed, setFailed] = useState(false);
  if (url && !failed) {
    return (
      <Image
        src={url}
        alt={name}
        w={64}
        h={64}
        radius="md"
        fit="contain"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <ThemeIcon size={64} radius="md" variant="light" aria-hidden data-testid="store-logo-placeholder">
      <IconBuildingStore size={34} stroke={1.5} />
    </ThemeIcon>
  );
}
