import type { StockBody, StockBodyInput } from '@comanda/contract/catalogue/stock';
import { Button, Fieldset, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { PickerOption } from '../../../components/search-picker';
import { messages } from '../../../lib/messages';
import { listErrorMessage } from '../form-error';
import { articleOption, useArticlesById } from '../pickers/article-lookup';
import { useToppingOptionsById } from '../pickers/topping-lookup';
import { newStockRef } from './stock-form-values';
import { StockRefRow } from './stock-ref-row';

const text = messages.catalogue.stock;

/** The references of a stock item, with the names of their chosen articles and options. */
export function StockRefsField() {
  const { control } = useFormContext<StockBodyInput, unknown, StockBody>();
  const { fields, append, remove } = useFieldArray({ control, name: 'refs', keyName: 'key' });
  const { errors } = useFormState({ control, name: 'refs' });
  const refs = useWatch({ control, name: 'refs' }) ?? [];
  const idsOf = (type: string) => refs.filter((ref) => ref.type === type && ref.id).map((ref) => ref.id);
  const articles = useArticlesById(idsOf('article'));
  const options = useToppingOptionsById(idsOf('topping_option'));

  const labelOf = (id: string): PickerOption | null => {
    const article = articles.data?.get(id);
    return article ? articleOption(article) : (options.get(id) ?? null);
  };

  return (
    <Fieldset legend={text.refs}>
      <Stack gap="sm">
        {fields.length === 0 ? (
          <Text size="sm" c="dimmed">
            {text.noRefs}
          </Text>
        ) : null}
        {fields.map((field, index) => (
          <StockRefRow key={field.key} index={index} labelOf={labelOf} onRemove={() => remove(index)} />
        ))}
        {listErrorMessage(errors.refs) ? (
          <Text size="sm" c="red">
            {listErrorMessage(errors.refs)}
          </Text>
        ) : null}
        <Button
          variant="light"
          w="fit-content"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => append(newStockRef())}
        >
          {text.addRef}
        </Button>
      </Stack>
    </Fieldset>
  );
}
