import type { ListResult } from '@comanda/contract/list';
import { Group } from '@mantine/core';
import type { ListPageQuery } from '../../components/list-page';
import type { ListColumn } from '../../components/list-table';
import { ListTable } from '../../components/list-table';
import { PageTitle } from '../../components/page-title';
import type { CatalogueEntity } from './catalogue-keys';
import { catalogueItemPath, catalogueKeys } from './catalogue-keys';
import { NewItemButton } from './new-item-button';

export interface CatalogueListScreenProps<T extends { id: string }> {
  entity: CatalogueEntity;
  /** The screen's title, which also names its table. */
  title: string;
  fetchPage: (page: ListPageQuery, signal: AbortSignal) => Promise<ListResult<T>>;
  columns: ReadonlyArray<ListColumn<T>>;
  rowOpens?: boolean;
}

/**
 * A catalogue list screen: the title with 'Nuevo', then the entity's table under its list key
 * (a save refreshes it), each row leading to its edit screen.
 */
export function CatalogueListScreen<T extends { id: string }>({
  entity,
  title,
  fetchPage,
  columns,
  rowOpens,
}: CatalogueListScreenProps<T>) {
  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageTitle>{title}</PageTitle>
        <NewItemButton entity={entity} />
      </Group>
      <ListTable
        label={title}
        queryKey={catalogueKeys.list(entity)}
        fetchPage={fetchPage}
        columns={columns}
        editPath={(row) => catalogueItemPath(entity, row.id)}
        rowOpens={rowOpens}
      />
    </>
  );
}
