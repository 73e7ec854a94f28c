import { ActionIcon, NativeSelect, Switch, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { messages } from '../../../lib/messages';
import { dayOptions, isDay } from './day-options';
import type { ScheduleListName, ScheduleListValues } from './schedule-list-values';
import classes from './schedule-entries.module.css';

const text = messages.settings.schedule;

export interface ScheduleEntryRowProps {
  name: ScheduleListName;
  index: number;
  onRemove: () => void;
}

/**
 * One weekly entry on one line: day, start, end, active and remove, under the list's column
 * heads (each input keeps its own accessible name), so a week of 30-minute slots stays readable.
 */
export function ScheduleEntryRow({ name, index, onRemove }: ScheduleEntryRowProps) {
  const { control } = useFormContext<ScheduleListValues>();
  const { errors } = useFormState({ control, name: `${name}.${index}` });
  const entryErrors = errors[name]?.[index];
  const problems = [entryErrors?.day?.message, entryErrors?.start?.message, entryErrors?.end?.message].filter(Boolean);

  return (
    <div role="group" aria-label={text.entry(index + 1)} className={classes.row}>
      <Controller
        control={control}
        name={`${name}.${index}.day`}
        render={({ field }) => (
          <NativeSelect
            size="xs"
            classNames={{ input: classes.day }}
            rightSectionWidth={16}
            aria-label={text.day}
            data={dayOptions}
            value={field.value}
            onChange={(event) => {
              const day = event.currentTarget.value;
              if (isDay(day)) field.onChange(day);
            }}
            onBlur={field.onBlur}
            error={Boolean(entryErrors?.day)}
          />
        )}
      />
      {(['start', 'end'] as const).map((end) => (
        <Controller
          key={end}
          control={control}
          name={`${name}.${index}.${end}`}
          render={({ field }) => (
            <TextInput
              size="xs"
              classNames={{ input: classes.time }}
              type="time"
              aria-label={end === 'start' ? text.start : text.end}
              value={field.value ?? '00:00'}
              onChange={(event) => field.onChange(event.currentTarget.value)}
              onBlur={field.onBlur}
              error={Boolean(entryErrors?.[end])}
            />
          )}
        />
      ))}
      <Controller
        control={control}
        name={`${name}.${index}.active`}
        render={({ field }) => (
          <Switch
            size="xs"
            aria-label={text.active}
            checked={field.value !== false}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
          />
        )}
      />
      <ActionIcon variant="subtle" color="red" size="sm" aria-label={text.removeEntry(index + 1)} onClick={onRemove}>
        <IconTrash size={15} aria-hidden />
      </ActionIcon>
      {problems.length > 0 ? (
        <Text size="xs" c="red" className={classes.problems}>
          {problems.join('; ')}
        </Text>
      ) : null}
    </div>
  );
}
