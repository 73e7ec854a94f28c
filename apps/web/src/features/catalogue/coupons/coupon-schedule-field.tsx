import type { CouponBody, CouponBodyInput } from '@comanda/contract/catalogue/coupons';
import { ActionIcon, Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { BooleanSelect } from '../../../components/boolean-select';
import { isoToLocalDateTimeValue, localDateTimeValueToIso } from '../../../lib/local-datetime';
import { messages } from '../../../lib/messages';
import { listErrorMessage } from '../form-error';
import { newScheduleRange } from './new-schedule-range';

const text = messages.catalogue.coupons;

/** The ranges of time in which the coupon applies: from, to (local date and time) and active. */
export function CouponScheduleField() {
  const { control } = useFormContext<CouponBodyInput, unknown, CouponBody>();
  const { fields, append, remove } = useFieldArray({ control, name: 'schedule', keyName: 'key' });
  const { errors } = useFormState({ control, name: 'schedule' });

  return (
    <Fieldset legend={text.schedule}>
      <Stack gap="sm">
        {fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            {text.noRanges}
          </Text>
        ) : null}
        {fields.map((field, index) => {
          const rangeErrors = errors.schedule?.[index];
          return (
            <Fieldset key={field.key} legend={text.range(index + 1)} variant="filled">
              <Group align="flex-start" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, sm: 3 }} style={{ flex: 1 }}>
                  {(['from', 'to'] as const).map((end) => (
                    <Controller
                      key={end}
                      control={control}
                      name={`schedule.${index}.${end}`}
                      render={({ field: time }) => (
                        <TextInput
                          type="datetime-local"
                          label={end === 'from' ? text.from : text.to}
                          value={isoToLocalDateTimeValue(time.value ?? '')}
                          onChange={(event) =>
                            time.onChange(localDateTimeValueToIso(event.currentTarget.value))
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
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mt={24}
                  aria-label={`${text.removeRange} ${index + 1}`}
                  onClick={() => remove(index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Fieldset>
          );
        })}
        {listErrorMessage(errors.schedule) ? (
          <Text size="sm" c="red">
            {listErrorMessage(errors.schedule)}
          </Text>
        ) : null}
        <Button
          variant="light"
          w="fit-content"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => append(newScheduleRange())}
        >
          {text.addRange}
        </Button>
      </Stack>
    </Fieldset>
  );
}
