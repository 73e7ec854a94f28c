import { optionPriceFromTotal } from '@comanda/contract/catalogue/price';
import type { ToppingBody, ToppingBodyInput } from '@comanda/contract/catalogue/toppings';
import { ActionIcon, Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { BooleanSelect } from '../../../components/boolean-select';
import { MoneyInput } from '../../../components/money-input';
import { messages } from '../../../lib/messages';
import { listErrorMessage } from '../form-error';
import { newToppingOption } from './topping-form-values';

const text = messages.catalogue.toppings;

/** The topping's options: name, description, disabled and one price (import = total, no discount). */
export function ToppingOptionsField() {
  const { control, register, setValue } = useFormContext<ToppingBodyInput, unknown, ToppingBody>();
  const { fields, append, remove } = useFieldArray({ control, name: 'options', keyName: 'key' });
  const { errors } = useFormState({ control, name: 'options' });

  return (
    <Fieldset legend={text.options}>
      <Stack gap="sm">
        {fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            {text.noOptions}
          </Text>
        ) : null}
        {fields.map((field, index) => {
          const optionErrors = errors.options?.[index];
          const legend = text.option(index + 1);
          return (
            <Fieldset key={field.key} legend={legend} variant="filled">
              <Group align="flex-start" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }}>
                  <TextInput
                    label={text.optionName}
                    required
                    {...register(`options.${index}.name`)}
                    error={optionErrors?.name?.message}
                  />
                  <TextInput
                    label={text.optionDescription}
                    {...register(`options.${index}.description`)}
                    error={optionErrors?.description?.message}
                  />
                  <Controller
                    control={control}
                    name={`options.${index}.disabled`}
                    render={({ field: disabled }) => (
                      <BooleanSelect
                        label={text.optionDisabled}
                        value={disabled.value}
                        onChange={disabled.onChange}
                        onBlur={disabled.onBlur}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name={`options.${index}.total`}
                    render={({ field: total }) => (
                      <MoneyInput
                        label={text.optionPrice}
                        value={total.value}
                        onBlur={total.onBlur}
                        onChange={(money) => {
                          // SPEC.md section 5: an option's price edit sets import = total, discount 0.
                          const price = optionPriceFromTotal(money);
                          setValue(`options.${index}.import`, price.import, { shouldDirty: true });
                          setValue(`options.${index}.discount`, price.discount, { shouldDirty: true });
                          total.onChange(price.total);
                        }}
                        error={
                          optionErrors?.total?.amount?.message ??
                          optionErrors?.total?.message ??
                          optionErrors?.import?.amount?.message
                        }
                      />
                    )}
                  />
                </SimpleGrid>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mt={24}
                  aria-label={`${text.removeOption} ${index + 1}`}
                  onClick={() => remove(index)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Fieldset>
          );
        })}
        {listErrorMessage(errors.options) ? (
          <Text size="sm" c="red">
            {listErrorMessage(errors.options)}
          </Text>
        ) : null}
        <Button
          variant="light"
          w="fit-content"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => append(newToppingOption())}
        >
          {text.addOption}
        </Button>
      </Stack>
    </Fieldset>
  );
}
