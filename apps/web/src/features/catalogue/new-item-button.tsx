import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { messages } from '../../lib/messages';
import { newUuid } from '../../lib/uuid';
import type { CatalogueEntity } from './catalogue-keys';
import { catalogueItemPath } from './catalogue-keys';

/** 'Nuevo': opens the edit route with a uuid made in the browser; the PUT creates the row. */
export function NewItemButton({ entity }: { entity: CatalogueEntity }) {
  const navigate = useNavigate();
  return (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => void navigate(catalogueItemPath(entity, newUuid()))}
    >
      {messages.catalogue.new}
    </Button>
  );
}
