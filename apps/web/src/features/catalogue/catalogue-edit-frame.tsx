import { Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageTitle } from '../../components/page-title';
import { messages } from '../../lib/messages';

export interface CatalogueEditFrameProps<T> {
  /** 'Articulo', 'Cupon'... */
  entity: string;
  item: UseQueryResult<T | null>;
  /** What the title shows for an existing item. */
  nameOf: (item: T) => string;
  /** The form, given the item or null for a new one. */
  children: (item: T | null) => ReactNode;
}

/** An edit screen: a spinner while the item loads, then the title and the form. */
export function CatalogueEditFrame<T>({ entity, item, nameOf, children }: CatalogueEditFrameProps<T>) {
  if (item.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={messages.catalogue.loading} />
      </Center>
    );
  }
  const current = item.data ?? null;
  return (
    <>
      <PageTitle>
        {current
          ? messages.catalogue.editTitle(entity, nameOf(current))
          : messages.catalogue.newTitle(entity)}
      </PageTitle>
      {children(current)}
    </>
  );
}
