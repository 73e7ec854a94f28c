import { optionPriceFromTotal } from '@comanda/contract/catalogue/price';
import type { ToppingBody, ToppingBodyInput } from '@comanda/contract/catalogue/toppings';
import { SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { BooleanSelect } from '../../../components/boolean-select';
import { ListFieldset } from '../../../components/list-fieldset';
import { ListFieldsetRow } from '../../../components/list-fieldset-row';
import { MoneyInput } from '../../../components/money-input';
import { messages } from '../../../lib/messages';
import { listErrorMessage } from '../../../lib/form-error';
import { newToppingOption } from './topping-form-values';

const text = messages.catalogue.toppings;

/** The topping's options: name, description, disabled and one price (import = total, no discount). */
export function ToppingOptionsField() {
  const { control, register, setValue } = useFormContext<ToppingBodyInput, unknown, ToppingBody>();
  const { fields, append, remove } = useFieldArray({ control, name: 'options', keyName: 'key' });
  const { errors } = useFormState({ control, name: 'options' });

  return (
    <ListFieldset
      legend={text.options}
      emptyText={text.noOptions}
      isEmpty={fields.length === 0}
      error={listErrorMessage(errors.options)}
      add={{ label: text.addOption, onAdd: () => append(newToppingOption()) }}
    >
      {fields.map((field, index) => {
        const optionErrors = errors.options?.[index];
        return (
          <ListFieldsetRow
            key={field.key}
            legend={text.option(index + 1)}
            removeLabel={`${text.removeOption} ${index + 1}`}
            onRemove={() => remove(index)}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
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
          </ListFieldsetRow>
        );
      })}
    </ListFieldset>
  );
}
