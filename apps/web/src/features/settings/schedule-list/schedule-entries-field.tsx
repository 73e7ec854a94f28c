import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { ListFieldset } from '../../../components/list-fieldset';
import { listErrorMessage } from '../../../lib/form-error';
import { messages } from '../../../lib/messages';
import { newScheduleEntry } from './new-schedule-entry';
import { ScheduleEntryRow } from './schedule-entry-row';
import { ScheduleGenerator } from './schedule-generator';
import type { ScheduleListName, ScheduleListValues } from './schedule-list-values';

const text = messages.settings.schedule;

export interface ScheduleEntriesFieldProps {
  /** Where the surrounding form keeps the list. */
  name: ScheduleListName;
  /** Shows the slot generator above the entries (delivery schedules). */
  withGenerator?: boolean;
}

/** A weekly schedule list: its entries, add and remove, and optionally the slot generator. */
export function ScheduleEntriesField({ name, withGenerator = false }: ScheduleEntriesFieldProps) {
  const { control } = useFormContext<ScheduleListValues>();
  const { fields, append, remove } = useFieldArray({ control, name, keyName: 'key' });
  const { errors } = useFormState({ control, name });

  return (
    <ListFieldset
      legend={text.entries}
      emptyText={text.noEntries}
      isEmpty={fields.length === 0}
      error={listErrorMessage(errors[name])}
      picker={withGenerator ? <ScheduleGenerator onGenerate={(slots) => append(slots)} /> : undefined}
      add={{ label: text.addEntry, onAdd: () => append(newScheduleEntry()) }}
    >
      {fields.map((field, index) => (
        <ScheduleEntryRow key={field.key} name={name} index={index} onRemove={() => remove(index)} />
      ))}
    </ListFieldset>
  );
}
