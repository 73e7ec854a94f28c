import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { ListFieldset } from '../../../components/list-fieldset';
import { listErrorMessage } from '../../../lib/form-error';
import { messages } from '../../../lib/messages';
import { newScheduleEntry } from './new-schedule-entry';
import { newSlots } from './new-slots';
import classes from './schedule-entries.module.css';
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

/**
 * A weekly schedule list: its entries one per line, add and remove, and optionally the slot
 * generator, which appends only the slots the list lacks.
 */
export function ScheduleEntriesField({ name, withGenerator = false }: ScheduleEntriesFieldProps) {
  const { control, getValues } = useFormContext<ScheduleListValues>();
  const { fields, append, remove } = useFieldArray({ control, name, keyName: 'key' });
  const { errors } = useFormState({ control, name });

  const generator = (
    <ScheduleGenerator
      onGenerate={(slots) => {
        const outcome = newSlots(getValues(name) ?? [], slots);
        if (outcome.added.length > 0) append(outcome.added);
        return outcome;
      }}
    />
  );

  return (
    <ListFieldset
      legend={text.entries}
      emptyText={text.noEntries}
      isEmpty={fields.length === 0}
      error={listErrorMessage(errors[name])}
      picker={withGenerator ? generator : undefined}
      add={{ label: text.addEntry, onAdd: () => append(newScheduleEntry()) }}
    >
      {fields.length > 0 ? (
        <div className={classes.rows}>
          {/* The inputs are named one by one; these heads are for the eye. */}
          <div className={classes.heads} aria-hidden="true">
            <span>{text.day}</span>
            <span>{text.start}</span>
            <span>{text.end}</span>
            <span>{text.active}</span>
          </div>
          {fields.map((field, index) => (
            <ScheduleEntryRow key={field.key} name={name} index={index} onRemove={() => remove(index)} />
          ))}
        </div>
      ) : null}
    </ListFieldset>
  );
}
