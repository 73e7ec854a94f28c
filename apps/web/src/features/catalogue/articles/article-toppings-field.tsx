import type { ArticleBody, ArticleBodyInput } from '@comanda/contract/catalogue/articles';
import { ActionIcon, Fieldset, Group, SimpleGrid } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { BooleanSelect } from '../../../components/boolean-select';
import { CountField } from '../../../components/count-field';
import { ListFieldset } from '../../../components/list-fieldset';
import { shortId } from '../../../lib/format';
import { messages } from '../../../lib/messages';
import { listErrorMessage } from '../../../lib/form-error';
import { useToppingsById } from '../pickers/topping-lookup';
import { ToppingPicker } from '../pickers/topping-picker';

const text = messages.catalogue.articles;

/** The toppings the article offers: a picker to add one, and min, max and required for each. */
export function ArticleToppingsField() {
  const { control } = useFormContext<ArticleBodyInput, unknown, ArticleBody>();
  const { fields, append, remove } = useFieldArray({ control, name: 'toppings', keyName: 'key' });
  const { errors } = useFormState({ control, name: 'toppings' });
  const ids = fields.map((field) => field.id);
  const toppings = useToppingsById(ids);

  return (
    <ListFieldset
      legend={text.toppings}
      emptyText={text.noToppings}
      isEmpty={fields.length === 0}
      error={listErrorMessage(errors.toppings)}
      picker={
        <ToppingPicker
          label={text.addTopping}
          value={null}
          clearAfterPick
          exclude={ids}
          onChange={(id) => {
            if (id) append({ id, min: 0, max: 0, required: false });
          }}
        />
      }
    >
      {fields.map((field, index) => {
        const name = toppings.get(field.id)?.name ?? messages.picker.unknown(shortId(field.id));
        const refErrors = errors.toppings?.[index];
        return (
          <Fieldset key={field.key} legend={name} variant="filled">
            <Group align="flex-end" wrap="nowrap">
              <SimpleGrid cols={{ base: 1, xs: 3 }} style={{ flex: 1 }}>
                <Controller
                  control={control}
                  name={`toppings.${index}.min`}
                  render={({ field: min }) => (
                    <CountField
                      label={text.min}
                      value={min.value}
                      onChange={min.onChange}
                      onBlur={min.onBlur}
                      error={refErrors?.min?.message}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`toppings.${index}.max`}
                  render={({ field: max }) => (
                    <CountField
                      label={text.max}
                      value={max.value}
                      onChange={max.onChange}
                      onBlur={max.onBlur}
                      error={refErrors?.max?.message}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`toppings.${index}.required`}
                  render={({ field: required }) => (
                    <BooleanSelect
                      label={text.required}
                      value={required.value}
                      onChange={required.onChange}
                      onBlur={required.onBlur}
                      error={refErrors?.required?.message}
                    />
                  )}
                />
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`${messages.catalogue.remove} ${name}`}
                onClick={() => remove(index)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Fieldset>
        );
      })}
    </ListFieldset>
  );
}
