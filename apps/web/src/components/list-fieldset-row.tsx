import { ActionIcon, Box, Fieldset, Group } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './list-fieldset.module.css';

export interface ListFieldsetRowProps {
  /** 'Rango 1', 'Opcion 2'... */
  legend: string;
  /** The accessible name of the remove button. */
  removeLabel: string;
  onRemove: () => void;
  /** The row's inputs. */
  children: ReactNode;
}

/** One row of a ListFieldset: its inputs under a legend, the remove button beside them (a phone: above). */
export function ListFieldsetRow({ legend, removeLabel, onRemove, children }: ListFieldsetRowProps) {
  return (
    <Fieldset legend={legend} variant="filled" className={`${classes.fieldset} ${classes.row}`}>
      <Group align="flex-start" wrap="nowrap" gap="xs">
        <Box style={{ flex: 1, minWidth: 0 }}>{children}</Box>
        {/* mt: level with the inputs under their labels (on a phone: in the row's corner). */}
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          mt={{ base: 0, xs: 24 }}
          className={classes.remove}
          aria-label={removeLabel}
          onClick={onRemove}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Fieldset>
  );
}
