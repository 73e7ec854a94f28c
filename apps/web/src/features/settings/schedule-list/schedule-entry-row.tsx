import { NativeSelect, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { Controller, useFormContext, useFormState } from 'react-hook-form';
import { ListFieldsetRow } from '../../../components/list-fieldset-row';
import { messages } from '../../../lib/messages';
import { dayOptions, isDay } from './day-options';
import type { ScheduleListName, ScheduleListValues } from './schedule-list-values';

const text = messages.settings.schedule;

export interface ScheduleEntryRowProps {
  name: ScheduleListName;
  index: number;
  onRemove: () => void;
}

/** One weekly entry: day, start and end times, active. */
export function ScheduleEntryRow({ name, index, onRemove }: ScheduleEntryRowProps) {
  const { control } = useFormContext<ScheduleListValues>();
  const { errors } = useFormState({ control, name: `${name}.${index}` });
  const entryErrors = errors[name]?.[index];

  return (
    <ListFieldsetRow legend={text.entry(index + 1)} removeLabel={text.removeEntry(index + 1)} onRemove={onRemove}>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xs" verticalSpacing="xs">
        <Controller
          control={control}
          name={`${name}.${index}.day`}
          render={({ field }) => (
            <NativeSelect
              label={text.day}
              data={dayOptions}
              value={field.value}
              onChange={(event) => {
                const day = event.currentTarget.value;
                if (isDay(day)) field.onChange(day);
              }}
              onBlur={field.onBlur}
              error={entryErrors?.day?.message}
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
                type="time"
                label={end === 'start' ? text.start : text.end}
                value={field.value ?? '00:00'}
                onChange={(event) => field.onChange(event.currentTarget.value)}
                onBlur={field.onBlur}
                error={entryErrors?.[end]?.message}
              />
            )}
          />
        ))}
        <Controller
          control={control}
          name={`${name}.${index}.active`}
          render={({ field }) => (
            <Switch
              label={text.active}
              mt={32}
              checked={field.value !== false}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
      </SimpleGrid>
    </ListFieldsetRow>
  );
}
