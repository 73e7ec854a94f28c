import { ActionIcon, Box, Fieldset, Group } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface ListFieldsetRowProps {
  /** 'Rango 1', 'Opcion 2'... */
  legend: string;
  /** The accessible name of the remove button. */
  removeLabel: string;
  onRemove: () => void;
  /** The row's inputs. */
  children: ReactNode;
}

/** One row of a ListFieldset: its inputs under a legend, the remove button beside them. */
export function ListFieldsetRow({ legend, removeLabel, onRemove, children }: ListFieldsetRowProps) {
  return (
    <Fieldset legend={legend} variant="filled">
      <Group align="flex-start" wrap="nowrap">
        <Box style={{ flex: 1 }}>{children}</Box>
        {/* mt: level with the inputs under their labels. */}
        <ActionIcon variant="subtle" color="red" size="lg" mt={24} aria-label={removeLabel} onClick={onRemove}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Fieldset>
  );
}
