import { Button, Fieldset, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './list-fieldset.module.css';

export interface ListFieldsetProps {
  legend: string;
  /** Shown while the list has no rows. */
  emptyText: string;
  isEmpty: boolean;
  /** What is wrong with the list as a whole (a repeated item...), under its rows. */
  error: string | undefined;
  /** Above the rows: a picker that adds one. */
  picker?: ReactNode;
  /** Below the rows: a button that adds a blank one. */
  add?: { label: string; onAdd: () => void };
  /** The rows. */
  children: ReactNode;
}

/** A list field of a form: its rows, a hint while it is empty and its own error. */
export function ListFieldset({
  legend,
  emptyText,
  isEmpty,
  error,
  picker,
  add,
  children,
}: ListFieldsetProps) {
  return (
    <Fieldset legend={legend} className={classes.fieldset}>
      <Stack gap="sm">
        {picker}
        {isEmpty ? (
          <Text size="sm" c="dimmed">
            {emptyText}
          </Text>
        ) : null}
        {children}
        {error ? (
          <Text size="sm" c="red">
            {error}
          </Text>
        ) : null}
        {add ? (
          <Button
            variant="light"
            w="fit-content"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={add.onAdd}
          >
            {add.label}
          </Button>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
