import type { CouponBody, CouponBodyInput } from '@comanda/contract/catalogue/coupons';
import { Loader, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { BooleanSelect } from '../../../components/boolean-select';
import { ListFieldset } from '../../../components/list-fieldset';
import { ListFieldsetRow } from '../../../components/list-fieldset-row';
import { isoToLocalDateTimeValue, localDateTimeValueToIso } from '../../../lib/local-datetime';
import { messages } from '../../../lib/messages';
import { useStoreInfo } from '../../../lib/store-info';
import { listErrorMessage } from '../../../lib/form-error';
import { newScheduleRange } from './new-schedule-range';

const text = messages.catalogue.coupons;

/** The ranges of time in which the coupon applies: from, to (on the store's clock) and active. */
export function CouponScheduleField() {
  const { control } = useFormContext<CouponBodyInput, unknown, CouponBody>();
  const { fields, append, remove } = useFieldArray({ control, name: 'schedule', keyName: 'key' });
  const { errors } = useFormState({ control, name: 'schedule' });
  // The ranges are read and written on the store's clock: they wait for its zone (a failed
  // load falls back to the device's), so a value is never shown or typed in the wrong one.
  const store = useStoreInfo();
  const timeZone = store.data?.timezone;

  return (
    <ListFieldset
      legend={text.schedule}
      emptyText={text.noRanges}
      isEmpty={fields.length === 0}
      error={listErrorMessage(errors.schedule)}
      add={{ label: text.addRange, onAdd: () => append(newScheduleRange(timeZone)) }}
    >
      {store.isPending ? (
        <Loader size="sm" role="status" aria-label={messages.app.loading} />
      ) : (
        fields.map((field, index) => {
          const rangeErrors = errors.schedule?.[index];
          return (
            <ListFieldsetRow
              key={field.key}
              legend={text.range(index + 1)}
              removeLabel={`${text.removeRange} ${index + 1}`}
              onRemove={() => remove(index)}
            >
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {(['from', 'to'] as const).map((end) => (
                  <Controller
                    key={end}
                    control={control}
                    name={`schedule.${index}.${end}`}
                    render={({ field: time }) => (
                      <TextInput
                        type="datetime-local"
                        label={end === 'from' ? text.from : text.to}
                        value={isoToLocalDateTimeValue(time.value ?? '', timeZone)}
                        onChange={(event) =>
                          time.onChange(localDateTimeValueToIso(event.currentTarget.value, timeZone))
                        }
                        onBlur={time.onBlur}
                        error={rangeErrors?.[end]?.message}
                      />
                    )}
                  />
                ))}
                <Controller
                  control={control}
                  name={`schedule.${index}.active`}
                  render={({ field: active }) => (
                    <BooleanSelect
                      label={text.rangeActive}
                      value={active.value}
                      onChange={active.onChange}
                      onBlur={active.onBlur}
                    />
                  )}
                />
              </SimpleGrid>
            </ListFieldsetRow>
          );
        })
      )}
    </ListFieldset>
  );
}
