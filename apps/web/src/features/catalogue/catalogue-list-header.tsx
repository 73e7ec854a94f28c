import { Group } from '@mantine/core';
import { PageTitle } from '../../components/page-title';
import type { CatalogueEntity } from './catalogue-keys';
import { NewItemButton } from './new-item-button';

/** A list screen's title with its 'Nuevo' button. */
export function CatalogueListHeader({ title, entity }: { title: string; entity: CatalogueEntity }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap">
      <PageTitle>{title}</PageTitle>
      <NewItemButton entity={entity} />
    </Group>
  );
}
