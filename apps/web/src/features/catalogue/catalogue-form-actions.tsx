import { Button, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { messages } from '../../lib/messages';

/** The 'Guardar' button at the foot of an edit form. */
export function CatalogueFormActions({ saving }: { saving: boolean }) {
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
        {messages.catalogue.save}
      </Button>
    </Group>
  );
}
