import { Image, ThemeIcon } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';

/** The store's logo, or a neutral placeholder when it has none. */
export function StoreLogo({ name, url }: { name: string; url: string | null }) {
  if (url) {
    return <Image src={url} alt={name} w={64} h={64} radius="md" fit="contain" />;
  }
  return (
    <ThemeIcon size={64} radius="md" variant="light" aria-hidden>
      <IconBuildingStore size={34} stroke={1.5} />
    </ThemeIcon>
  );
}
